import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { prerendered, renderPrerendered } from '../../../tests/support/prerendered';
import { SiteHeader } from './site-header';

// The contact details wait for the business settings: this header shows them as still loading.
const header = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
    <MemoryRouter initialEntries={['/']}>
      <SiteHeader />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('SiteHeader mobile menu', () => {
  it('is a popover the Menu button opens and closes without the app', () => {
    const page = prerendered(header());
    const button = page.querySelector('button')!;
    const menu = page.querySelector('[popover]')!;
    expect(button).toHaveTextContent('Menu');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('popovertarget', menu.id);
    expect(menu.querySelector('nav[aria-label="Mobile"]')).not.toBeNull();
    // Until the app tracks the state, the browser tells assistive technology whether the popover is open.
    expect(button).not.toHaveAttribute('aria-expanded');
  });

  it('says whether it is open once the app has started', async () => {
    await renderPrerendered(header());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-controls',
      document.querySelector('[popover]')!.id,
    );
  });
});
