import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListEditor } from './list-editor';

/** A list of highlights next to another field, as on the tour and Hotel Aster forms. */
function HighlightsForm({ initial }: { initial: string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <ListEditor legend="Highlights" itemLabel="Highlight" values={values} onChange={setValues} maxItems={5} />
      <label htmlFor="next">Image URL</label>
      <input id="next" />
    </>
  );
}

/** Long enough for a few of jsdom's animation frames to pass. */
const someFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('ListEditor', () => {
  it('focuses a new entry at once, and never takes the focus back from the field the person moved on to', async () => {
    const user = userEvent.setup();
    render(<HighlightsForm initial={['Tsomgo Lake']} />);

    await user.click(screen.getByRole('button', { name: 'Add highlight' }));
    expect(screen.getByLabelText('Highlight 2')).toHaveFocus();

    await user.click(screen.getByLabelText('Image URL'));
    await someFrames();
    await user.keyboard('/images/lake.webp');
    expect(screen.getByLabelText('Image URL')).toHaveValue('/images/lake.webp');
    expect(screen.getByLabelText('Highlight 2')).toHaveValue('');
  });

  it('keeps the focus on the moved entry, and on a neighbour after a removal', async () => {
    const user = userEvent.setup();
    render(<HighlightsForm initial={['Tsomgo Lake', 'Nathula', 'Baba Mandir']} />);

    await user.click(screen.getByRole('button', { name: 'Move highlight 1 down' }));
    expect(screen.getByLabelText('Highlight 2')).toHaveValue('Tsomgo Lake');
    expect(screen.getByRole('button', { name: 'Move highlight 2 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove highlight 3' }));
    expect(screen.queryByLabelText('Highlight 3')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Highlight 2')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove highlight 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove highlight 1' }));
    expect(screen.getByRole('button', { name: 'Add highlight' })).toHaveFocus();
  });
});
