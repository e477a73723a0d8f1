import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { focusEditor } from './focus-editor';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML to start from; later changes of the prop are ignored (the editor owns the document). */
  initialHtml: string;
  /** The document as HTML, or '' when it is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Lets the form move focus here when the content is missing. */
  focusRef?: (handle: { focus: () => void }) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  disabled: boolean;
}

// StarterKit 3 already brings Link (and Underline): configure it here rather than registering Link twice.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
];

/** The article body editor (TipTap): headings, lists, quotes, links and pictures, stored as HTML. */
export default function RichTextEditor({
  initialHtml,
  onChange,
  onBlur,
  focusRef,
  labelledBy,
  describedBy,
  invalid,
  disabled,
}: RichTextEditorProps) {
  const contentId = useId();
  const [content] = useState(initialHtml);
  const editor = useEditor({
    extensions,
    // ./rich-text-editor.css instead: the site's Content-Security-Policy refuses the <style> element TipTap would add.
    injectCSS: false,
    content,
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
        class: 'prose-article min-h-72 max-w-none px-4 py-3 text-base focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    focusRef?.({ focus: () => focusEditor(editor) });
  }, [editor, focusRef]);

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
    >
      <EditorToolbar editor={editor} disabled={disabled} contentId={contentId} />
      <EditorContent editor={editor} />
    </div>
  );
}
