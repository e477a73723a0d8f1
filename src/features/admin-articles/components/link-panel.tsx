import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { toLinkAddress } from '../link-address';
import { focusEditor, focusedChain } from './focus-editor';

/** Inline link editor under the toolbar (no window.prompt): add, change or remove the link at the cursor. */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const existing = editor.getAttributes('link').href as string | undefined;
  const [text, setText] = useState(existing ?? '');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => input.current?.focus(), []);

  function apply() {
    if (text.trim() === '') return remove();
    const href = toLinkAddress(text);
    if (!href) {
      setError('Enter a web address (https://…), a page of this site (/…), or a mailto: or tel: link.');
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      focusedChain(editor)
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      focusedChain(editor).extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  }

  function remove() {
    focusedChain(editor).extendMarkRange('link').unsetLink().run();
    onClose();
  }

  function cancel() {
    focusEditor(editor);
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter would submit the article form around the editor.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  }

  return (
    <div className="border-b border-slate-200 bg-slate-50 p-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Link URL
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="url"
          placeholder="https://…"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={controlClasses}
        />
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={apply}>
            Apply link
          </Button>
          {existing ? (
            <Button size="sm" variant="secondary" onClick={remove}>
              Remove link
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
