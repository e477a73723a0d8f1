import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fillReplyTemplate, replyChannel } from '@/backend/domain/replies';
import { formatPhone, whatsappHref } from '@/backend/domain/phone';
import { settingsQueries } from '@/backend/queries';
import type { Enquiry } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { useNotify } from '@/components/ui/notice';
import { useReplyToEnquiry } from '../use-reply-to-enquiry';

/**
 * The operator's reply to one enquiry, started from a template or typed: e-mailed to an address (and logged in the
 * Outbox), or, for a phone number, opened in WhatsApp with the text typed in and recorded once sent there.
 */
export function ReplyBox({ enquiry }: { enquiry: Enquiry }) {
  const templates = useQuery(settingsQueries.replyTemplates());
  const reply = useReplyToEnquiry();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [template, setTemplate] = useState('');
  const formId = useId();
  const channel = replyChannel(enquiry.contact);
  if (!channel) {
    return (
      <p className="text-sm text-slate-600">
        No e-mail address or phone number to reply to: call or write from your own records.
      </p>
    );
  }

  function send() {
    if (text.trim() === '') {
      setError('Please write the reply first.');
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: enquiry.id, text },
      {
        onSuccess: () => {
          setText('');
          setTemplate('');
          notify(
            'success',
            channel?.via === 'email'
              ? `Reply sent to ${channel.to}. It is in the Outbox, and the enquiry is marked as handled.`
              : `Reply recorded as sent on WhatsApp, and the enquiry is marked as handled.`,
          );
        },
        onError: (failure) => {
          console.warn('Could not send the reply:', failure);
          notify('error', 'Could not send the reply. Please try again.');
        },
      },
    );
  }

  return (
    <form
      id={formId}
      aria-label={`Reply to ${enquiry.name}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <SelectField
        label="Start from a template"
        value={template}
        disabled={!templates.data}
        onChange={(event) => {
          setTemplate(event.target.value);
          const chosen = templates.data?.templates[Number(event.target.value)];
          if (chosen) setText(fillReplyTemplate(chosen.text, enquiry));
        }}
      >
        <option value="">{templates.isError ? 'Could not load the templates' : 'Choose a template...'}</option>
        {templates.data?.templates.map((item, index) => (
          <option key={`${index}-${item.title}`} value={String(index)}>
            {item.title}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Your reply"
        rows={6}
        maxLength={2000}
        value={text}
        error={error}
        hint={
          channel.via === 'email'
            ? `E-mailed to ${channel.to}.`
            : `${formatPhone(channel.to)} is a phone number: send it on WhatsApp, then record it here.`
        }
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {channel.via === 'email' ? (
          <Button type="submit" className="min-h-11" disabled={reply.isPending}>
            {reply.isPending ? 'Sending...' : 'Send reply'}
          </Button>
        ) : (
          <>
            <a
              href={whatsappHref(channel.to, text.trim() || undefined)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
            >
              Open WhatsApp with this reply
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button type="submit" variant="secondary" className="min-h-11" disabled={reply.isPending}>
              {reply.isPending ? 'Saving...' : 'Record as sent on WhatsApp'}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
