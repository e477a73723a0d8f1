import { readUpiPaymentLink, upiAmountsDue, upiPaymentLink } from './upi-link';

describe('upiPaymentLink', () => {
  it('carries the payee, the name, the amount in rupees and paise, the reference and INR', () => {
    const link = upiPaymentLink({
      payee: 'himalayanaster@sbi',
      payeeName: 'Himalayan Aster Tours',
      amount: 11100,
      note: 'AST-7K3Q9 advance',
    });
    expect(link).toBe('upi://pay?pa=himalayanaster@sbi&pn=Himalayan%20Aster%20Tours&am=11100.00&tn=AST-7K3Q9%20advance&cu=INR');
    expect(readUpiPaymentLink(link)).toEqual({
      pa: 'himalayanaster@sbi',
      pn: 'Himalayan Aster Tours',
      am: '11100.00',
      tn: 'AST-7K3Q9 advance',
      cu: 'INR',
    });
  });

  it('names the UPI ID as the payee when the operator gave no name, and escapes what would break the link', () => {
    const link = upiPaymentLink({ payee: 'aster@upi', payeeName: '', amount: 500, note: 'A&B=1 #2' });
    expect(readUpiPaymentLink(link)).toMatchObject({ pa: 'aster@upi', pn: 'aster@upi', tn: 'A&B=1 #2', am: '500.00' });
    expect(link).not.toContain('#');
  });
});

describe('upiAmountsDue', () => {
  const settings = { upiId: 'himalayanaster@sbi', payeeName: 'Himalayan Aster Tours' };
  const plan = {
    state: 'unpaid' as const,
    advance: 11100,
    advanceDueDate: '2026-11-21',
    balance: 25900,
    balanceDueDate: '2026-12-26',
    outstanding: 37000,
  };

  it('offers the advance or everything while nothing is received, then the balance, each noting the reference', () => {
    const unpaid = upiAmountsDue(plan, settings, 'AST-7K3Q9');
    expect(unpaid.map(({ label, amount, dueBy }) => [label, amount, dueBy])).toEqual([
      ['Advance', 11100, '2026-11-21'],
      ['Everything still to pay', 37000, null],
    ]);
    expect(readUpiPaymentLink(unpaid[0]!.link)).toMatchObject({ am: '11100.00', tn: 'AST-7K3Q9 advance' });
    const balance = upiAmountsDue({ ...plan, state: 'advance', outstanding: 25900 }, settings, 'AST-7K3Q9');
    expect(balance).toHaveLength(1);
    expect(balance[0]).toMatchObject({ label: 'Balance', amount: 25900, dueBy: '2026-12-26' });
    expect(readUpiPaymentLink(balance[0]!.link)).toMatchObject({ am: '25900.00', tn: 'AST-7K3Q9 balance' });
  });

  it('offers nothing without a UPI ID or once everything is paid', () => {
    expect(upiAmountsDue(plan, { upiId: '', payeeName: '' }, 'AST-7K3Q9')).toEqual([]);
    expect(upiAmountsDue({ ...plan, state: 'full', outstanding: 0 }, settings, 'AST-7K3Q9')).toEqual([]);
  });
});
