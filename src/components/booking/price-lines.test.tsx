import { render, screen, within } from '@testing-library/react';
import { PriceLines } from './price-lines';

describe('PriceLines', () => {
  it('shows each line with its detail and amount in rupees, then the total, as a table', () => {
    render(
      <PriceLines
        caption="Price of your trip"
        lines={[
          { label: '2 adults', detail: '2 × ₹18,500', amount: 37000 },
          { label: '1 child with a bed', detail: 'Aged 8', amount: 13900 },
          { label: 'Infant', detail: '', amount: 0 },
          { label: 'Early booking discount', detail: '', amount: -1500 },
        ]}
        total={149400}
      />,
    );
    const table = screen.getByRole('table', { name: 'Price of your trip' });
    const rows = within(table).getAllByRole('row');
    // The header row, four lines and the total.
    expect(rows).toHaveLength(6);
    expect(within(table).getByRole('rowheader', { name: '2 adults 2 × ₹18,500' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('₹37,000');
    expect(rows[2]).toHaveTextContent('₹13,900');
    expect(rows[3]).toHaveTextContent('₹0');
    expect(rows[4]).toHaveTextContent('-₹1,500');
    expect(within(rows[5]!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    // Indian digit grouping.
    expect(rows[5]).toHaveTextContent('₹1,49,400');
  });
});
