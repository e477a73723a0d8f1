import { screen } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import RichTextEditor from './rich-text-editor';

// jsdom lays nothing out, and ProseMirror asks where the cursor is to keep it in view after each change: an empty
// box is answer enough. These only exist for this file's tests (the worker's DOM is shared with other files).
const noLayout: [object, string, () => unknown][] = [
  [Range.prototype, 'getClientRects', () => []],
  [Range.prototype, 'getBoundingClientRect', () => new DOMRect()],
  [Document.prototype, 'elementFromPoint', () => null],
];
beforeEach(() => {
  for (const [target, name, value] of noLayout)
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
});
afterEach(() => {
  for (const [target, name] of noLayout) delete (target as Record<string, unknown>)[name];
});

async function renderEditor() {
  const onChange = vi.fn((_html: string) => undefined);
  const view = await renderWithApp(
    <>
      <span id="content-label">Content</span>
      <RichTextEditor initialHtml="" onChange={onChange} labelledBy="content-label" invalid={false} disabled={false} />
    </>,
  );
  return { ...view, onChange, content: screen.getByRole('textbox', { name: 'Content' }) };
}

describe('RichTextEditor', () => {
  it('takes the keys typed right after a toolbar button, before the browser draws another frame', async () => {
    const { user, content, onChange } = await renderEditor();
    await user.click(content);
    // A busy laptop may not draw the next frame for several keystrokes; here it never comes. Whatever waits for
    // a frame to give focus back to the text would leave these keys on the button.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);

    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(content).toHaveFocus();
    await user.keyboard('Where to start');
    expect(screen.getByRole('heading', { level: 2, name: 'Where to start' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(content).toHaveFocus();
    await user.keyboard(' fast');
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<p>Where to start<strong> fast</strong></p>'));
  });

  it('takes the keys typed right after a link is applied from its panel', async () => {
    const { user, content, onChange } = await renderEditor();
    await user.click(content);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);

    await user.keyboard('Book our ');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link URL'), '/hotels');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(content).toHaveFocus();
    await user.keyboard(' today');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/^<p>Book our <a [^>]*href="\/hotels"[^>]*>\/hotels<\/a> today<\/p>/),
    );
  });
});
