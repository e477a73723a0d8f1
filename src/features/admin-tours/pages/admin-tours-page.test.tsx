import { screen, within } from '@testing-library/react';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminToursPage } from './admin-tours-page';

describe('AdminToursPage', () => {
  it('reads the first 25 tours, then 25 more on "Show more tours", and moves the focus to the first new row', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    for (let index = 0; index < 26; index++) {
      await backend.tours.add({
        name: `Extra tour ${String(index).padStart(2, '0')}`,
        image: '/images/tours/sikkim-delight.webp',
        duration: '3 Nights / 4 Days',
        price: 10000 + index,
        destinationsCovered: ['Gangtok'],
        highlights: ['Views'],
      });
    }
    const sizes: number[] = [];
    const page = backend.tours.page.bind(backend.tours);
    backend.tours.page = (query, request) => {
      sizes.push(request.size);
      return page(query, request);
    };
    backend.tours.list = () => Promise.reject(new Error('The admin list reads pages, not every tour'));

    const { user } = await renderWithApp(<AdminToursPage />, { backend, path: '/admin/tours' });
    const table = await screen.findByRole('table', { name: 'Tour packages' });
    // The operator's order (by id): the four samples, then the tours added.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    expect(within(table).getByRole('row', { name: /Sikkim Delight/ })).toHaveTextContent('₹18,500');

    await user.click(screen.getByRole('button', { name: 'Show more tours' }));
    expect(await within(table).findByRole('row', { name: /Extra tour 25/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more tours' })).toBeNull();
    // The 26th row's first control has the focus.
    expect(within(within(table).getAllByRole('row')[26]!).getAllByRole('link')[0]).toHaveFocus();
    expect(sizes).toEqual([25, 25]);
  });
});
