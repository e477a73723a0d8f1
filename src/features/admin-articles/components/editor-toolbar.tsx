import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusedChain } from './focus-editor';
import { ImagePanel } from './image-panel';
import { LinkPanel } from './link-panel';
import { ToolbarIcon } from './toolbar-icons';

interface Tool {
  label: string;
  content: ReactNode;
  run: () => void;
  /** Toggle state (aria-pressed) for marks and blocks; absent for plain actions. */
  pressed?: boolean;
  /** Tools that open a panel say whether it is open (aria-expanded). */
  expanded?: boolean;
  enabled?: boolean;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

type Panel = 'link' | 'image' | null;

/**
 * The formatting toolbar: one tab stop, arrow keys move between the buttons (the ARIA toolbar pattern), and
 * every toggle announces whether it is on.
 */
export function EditorToolbar({ editor, disabled, contentId }: { editor: Editor; disabled: boolean; contentId: string }) {
  const [panel, setPanel] = useState<Panel>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const chain = () => focusedChain(editor);
  const toggle = (name: Exclude<Panel, null>) => setPanel((open) => (open === name ? null : name));
  const tools: Tool[] = [
    { label: 'Bold', content: <span className="font-bold">B</span>, pressed: state.bold, run: () => chain().toggleBold().run() },
    {
      label: 'Italic',
      content: <span className="font-serif italic">I</span>,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    { label: 'Heading 2', group: true, content: 'H2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Heading 3', content: 'H3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    {
      label: 'Bullet list',
      group: true,
      content: <ToolbarIcon name="bulletList" />,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      content: <ToolbarIcon name="orderedList" />,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Quote', content: <ToolbarIcon name="quote" />, pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    {
      label: 'Link',
      group: true,
      content: <ToolbarIcon name="link" />,
      pressed: state.link,
      expanded: panel === 'link',
      run: () => toggle('link'),
    },
    { label: 'Image', content: <ToolbarIcon name="image" />, expanded: panel === 'image', run: () => toggle('image') },
    { label: 'Undo', group: true, content: <ToolbarIcon name="undo" />, enabled: state.canUndo, run: () => chain().undo().run() },
    { label: 'Redo', content: <ToolbarIcon name="redo" />, enabled: state.canRedo, run: () => chain().redo().run() },
  ];
  const usable = (index: number) => !disabled && tools[index]?.enabled !== false;
  // The single tab stop must be a button that can take focus.
  const tabStop = usable(focusIndex) ? focusIndex : 0;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const order = tools.map((_, index) => index).filter(usable);
    if (order.length === 0) return;
    const at = Math.max(0, order.indexOf(tabStop));
    const next =
      move === -Infinity
        ? order[0]
        : move === Infinity
          ? order[order.length - 1]
          : order[(at + move + order.length) % order.length];
    if (next === undefined) return;
    setFocusIndex(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]')[next]?.focus();
  }

  return (
    <>
      <div
        ref={bar}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={contentId}
        onKeyDown={onKeyDown}
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
      >
        {tools.map((tool, index) => (
          <span key={tool.label} className="flex items-center">
            {tool.group ? <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" /> : null}
            <button
              type="button"
              data-tool
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.pressed}
              aria-expanded={tool.expanded}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={!usable(index)}
              onFocus={() => setFocusIndex(index)}
              onClick={tool.run}
              className="inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-white hover:text-brand-800 disabled:cursor-not-allowed disabled:text-slate-400 aria-expanded:bg-white aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {tool.content}
            </button>
          </span>
        ))}
      </div>
      {panel === 'link' ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
      {panel === 'image' ? <ImagePanel editor={editor} onClose={() => setPanel(null)} /> : null}
    </>
  );
}
