import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { settingsQueries } from '@/backend/queries';
import { limits } from '@/backend/limits';
import { replyTemplatesSchema, type ReplyTemplate } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { useSaveReplyTemplates } from '../use-save-reply-templates';

/** The operator's reply templates, folded away above the enquiries: a title and a text each, `{name}` and `{subject}` filled in. */
export function ReplyTemplatesForm() {
  const saved = useQuery(settingsQueries.replyTemplates());
  return (
    <details className="mb-6 rounded-2xl border border-slate-200 bg-white px-5 py-2 shadow-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">Reply templates</summary>
      {saved.data ? (
        <TemplatesEditor key={JSON.stringify(saved.data)} initial={saved.data.templates} />
      ) : saved.isError ? (
        <InlineNotice kind="error">Could not load the reply templates.</InlineNotice>
      ) : (
        <p role="status" className="py-3 text-sm text-slate-600">
          Loading the reply templates...
        </p>
      )}
    </details>
  );
}

function TemplatesEditor({ initial }: { initial: readonly ReplyTemplate[] }) {
  const [templates, setTemplates] = useState<ReplyTemplate[]>(() => [...initial]);
  const [invalid, setInvalid] = useState(false);
  const save = useSaveReplyTemplates();
  const notify = useNotify();
  const change = (index: number, patch: Partial<ReplyTemplate>) =>
    setTemplates((current) => current.map((template, at) => (at === index ? { ...template, ...patch } : template)));

  return (
    <form
      className="space-y-4 pt-2 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = replyTemplatesSchema.safeParse({ templates });
        setInvalid(!parsed.success);
        if (!parsed.success) return;
        save.mutate(parsed.data, {
          onSuccess: () => notify('success', 'Reply templates saved.'),
          onError: (error) => {
            console.warn('Could not save the reply templates:', error);
            notify('error', 'Could not save the reply templates. Please try again.');
          },
        });
      }}
    >
      <p className="text-sm text-slate-600">
        {'{name}'} becomes the enquirer’s first name and {'{subject}'} what they asked about.
      </p>
      {templates.map((template, index) => (
        <fieldset key={index} className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Template {index + 1}</legend>
          <TextField
            label={`Title of template ${index + 1}`}
            value={template.title}
            maxLength={limits.title}
            onChange={(event) => change(index, { title: event.target.value })}
          />
          <TextAreaField
            label={`Text of template ${index + 1}`}
            rows={4}
            maxLength={2000}
            value={template.text}
            onChange={(event) => change(index, { text: event.target.value })}
          />
          <Button
            variant="ghost"
            className="min-h-11"
            onClick={() => setTemplates((current) => current.filter((_, at) => at !== index))}
          >
            Remove template {index + 1}
          </Button>
        </fieldset>
      ))}
      {invalid ? <InlineNotice kind="error">Every template needs a title and a text.</InlineNotice> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={templates.length >= limits.replyTemplates}
          onClick={() => setTemplates((current) => [...current, { title: '', text: '' }])}
        >
          Add template
        </Button>
        <Button type="submit" className="min-h-11" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save templates'}
        </Button>
      </div>
    </form>
  );
}
