import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { movePriceWords } from '@/backend/domain/booking-moves';
import { addDays } from '@/backend/domain/calendar';
import { weekdayOf } from '@/backend/domain/permits';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { sikkimDelightStartAfter } from '@/testing/sikkim-delight-start';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { MoveDialog } from './move-dialog';

/** Sikkim Delight costs ₹22,500 an adult from 22 December to 2 January (the sample peak periods). */
const christmas = sikkimDelightStartAfter('2026-12-22', 0);

async function bookedForTwo() {
  const backend = freshBackend();
  await backend.auth.signUp(testCustomer);
  const departure = sikkimDelightStart(60);
  const booking = await backend.bookings.create({
    kind: 'tour',
    itemId: 'sikkim-delight',
    userName: 'Pema Bhutia',
    userEmail: 'pema@aster.test',
    phone: '+919832012345',
    travelDate: departure,
    endDate: departure,
    travellers: 2,
  });
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  return { backend, booking };
}

describe('MoveDialog for one booking', () => {
  it('shows the price difference before the move, and the move stores and e-mails that difference', async () => {
    const { backend, booking } = await bookedForTwo();
    const onClose = vi.fn();
    const target = { title: 'Move it to another date', bookingId: booking.id, fromDate: booking.travelDate };
    const { user } = await renderWithApp(<MoveDialog target={target} onClose={onClose} />, { backend });

    const dialog = await screen.findByRole('dialog', { name: 'Move it to another date' });
    await user.type(within(dialog).getByLabelText('New date'), christmas);
    const said = await within(dialog).findByText(/^The new dates cost ₹[\d,]+ more/);
    expect(said).toHaveAttribute('role', 'status');
    expect(said).toHaveTextContent('The customer is told in the e-mail.');

    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(/^1 booking moved to /)).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    const [move] = (await backend.bookings.officeRecord(booking.id)).moves ?? [];
    expect(move?.price?.difference).toBeGreaterThan(0);
    expect(said).toHaveTextContent(movePriceWords(move!.price!));
    const mail = (await backend.mail.latest(5)).find((draft) => draft.template.name === 'booking-moved');
    expect(mail?.template.data.priceChangeText).toBe(movePriceWords(move!.price!));
  });

  it("says before the move why a date is refused, in the move transaction's own words", async () => {
    const { backend, booking } = await bookedForTwo();
    // A start whose day 2 is a Monday, when Nathula is closed.
    let sunday = addDays(booking.travelDate, 7);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    const target = { title: 'Move it to another date', bookingId: booking.id, fromDate: booking.travelDate };
    const { user } = await renderWithApp(<MoveDialog target={target} onClose={() => {}} />, { backend });

    const dialog = await screen.findByRole('dialog', { name: 'Move it to another date' });
    await user.type(within(dialog).getByLabelText('New date'), sunday);
    expect(await within(dialog).findByText(/^Nathula is closed on Mondays and Tuesdays/)).toBeVisible();
    expect((await backend.bookings.officeRecord(booking.id)).moves ?? []).toEqual([]);
  });
});
