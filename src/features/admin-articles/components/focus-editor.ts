import type { Editor } from '@tiptap/react';

/**
 * Puts the keyboard focus in the editor now, at the cursor it had.
 *
 * TipTap's own `focus()` command, when the editor does not have focus, gives it back only on the next animation
 * frame. A click on a toolbar or panel button has just taken focus, so every key typed before that frame lands
 * on the button: letters vanish and a space presses the button again. On a busy laptop that frame can be several
 * keystrokes away ("Where to start" came out as "e to start"). Focusing the view here, in the click itself, sends
 * the very next key into the text.
 */
export function focusEditor(editor: Editor) {
  if (editor.isDestroyed || editor.view.hasFocus()) return;
  editor.view.focus();
  // ProseMirror's focus keeps the page where it is; TipTap's would also have brought the cursor into view (the
  // form sends focus here when the content is missing, perhaps below the fold).
  editor.commands.scrollIntoView();
}

/** A command chain run with the editor already focused (see `focusEditor`), so typing can follow at once. */
export function focusedChain(editor: Editor) {
  focusEditor(editor);
  // With focus already there, TipTap's focus() keeps the selection and schedules nothing.
  return editor.chain().focus();
}
