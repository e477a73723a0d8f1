import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { sampleArticles } from '~seed/data';
import { ArticleForm } from './article-form';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap needs layout APIs jsdom lacks; the form only needs something that reports HTML.
vi.mock('./rich-text-editor', () => ({
  default: ({ initialHtml, onChange, labelledBy }: RichTextEditorProps) => (
    <textarea aria-labelledby={labelledBy} defaultValue={initialHtml} onChange={(event) => onChange(event.target.value)} />
  ),
}));

function renderForm(article: (typeof sampleArticles)[number] | null = null) {
  const onSubmit = vi.fn((_values: unknown) => Promise.resolve<string | null>(null));
  render(
    <MemoryRouter>
      <ArticleForm article={article} saving={false} progress={null} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

describe('ArticleForm', () => {
  it('derives the slug from the title on every title change, even after the slug was edited', async () => {
    const { user } = renderForm();
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug');

    await user.type(title, 'Momos of Gangtok');
    expect(slug).toHaveValue('momos-of-gangtok');

    await user.clear(slug);
    await user.type(slug, 'best-momos');
    expect(slug).toHaveValue('best-momos');

    await user.type(title, '!');
    expect(slug).toHaveValue('momos-of-gangtok');
    await user.type(title, ' & Thukpa');
    expect(slug).toHaveValue('momos-of-gangtok-thukpa');
  });

  it('re-derives the slug of an existing article when its title changes', async () => {
    const { user } = renderForm(sampleArticles[1]);
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveValue(sampleArticles[1]!.slug);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Tea Country');
    expect(slug).toHaveValue('tea-country');
  });

  it('defaults the author to Admin and requires title, slug and content', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByLabelText('Author')).toHaveValue('Admin');
    await user.click(screen.getByRole('button', { name: 'Save Article' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a slug.')).toBeInTheDocument();
    expect(screen.getByText('Write the article.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values with the typed content', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Momos');
    await user.type(await screen.findByLabelText('Content'), '<p>Steamed</p>');
    await user.type(screen.getByLabelText('Tags'), 'Food, Gangtok');
    await user.click(screen.getByRole('button', { name: 'Save Article' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'Momos',
      slug: 'momos',
      author: 'Admin',
      content: '<p>Steamed</p>',
      tags: 'Food, Gangtok',
    });
  });

  it('shows why a slug cannot be used next to the Slug field', async () => {
    const { user, onSubmit } = renderForm(sampleArticles[0]);
    onSubmit.mockResolvedValueOnce(
      'Another article already uses the slug "darjeeling-tea-trail". Change the title or edit the slug.',
    );
    await user.click(screen.getByRole('button', { name: 'Save Article' }));
    expect(await screen.findByText(/Another article already uses the slug/)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('Slug')).toHaveFocus());
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });
});
