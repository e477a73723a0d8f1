import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { addDays, todayCalendarDate } from '@/backend/domain/calendar';
import { freshBackend, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { FlightListPage } from './flight-list-page';

function renderAt(path: string, options: { backend?: Backend; signedInAs?: 'customer' } = {}) {
  return renderWithApp(<FlightListPage />, {
    ...options,
    path,
    route: '/flights',
    routes: [{ path: '/login', element: <h1>Sign in</h1> }],
  });
}

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const travelDate = addDays(todayCalendarDate(), 30);
const noFlightsSearch = `/flights?from=Kolkata&to=Bagdogra&date=${travelDate}&passengers=2&class=Economy`;

describe('FlightListPage', () => {
  it('keeps the fixed route text and the plain booking links without a search', async () => {
    await renderAt('/flights');
    expect(screen.getByText('Finding the best flights for you...')).toHaveAttribute('role', 'status');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Showing results for Delhi (DEL) to Mumbai (BOM)')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute('href', '/flight-booking/fl-6e-2175');
  });

  it('says what a search shows and carries its date and passengers to the booking', async () => {
    await renderAt('/flights?from=del&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=2&class=Economy');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(
      screen.getByText('Showing results for Delhi (DEL) to Mumbai (BOM) on 20 Dec 2026, 2 passengers, Economy'),
    ).toBeInTheDocument();
    expect(screen.getByText('Return on 27 Dec 2026. The fares below are one way.')).toBeInTheDocument();
    const airIndia = screen.getByRole('article', { name: 'Air India' });
    expect(within(airIndia).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/flight-booking/fl-ai-865?date=2026-12-20&passengers=2',
    );
  });

  it('explains a route without flights and what to do', async () => {
    await renderAt('/flights?from=Kolkata&to=Bagdogra&date=2026-12-20&passengers=1&class=Business');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No flights found from Kolkata to Bagdogra.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Showing results for Kolkata to Bagdogra on 20 Dec 2026, 1 passenger, Business')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all flights' })).toHaveAttribute('href', '/flights');
    expect(await screen.findByRole('link', { name: 'Call +91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');
    expect(await screen.findByRole('link', { name: /Ask on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919832012345\?text=.*Kolkata/),
    );
    // And a form to ask for the flight (its own chunk, loaded now).
    expect(await screen.findByRole('region', { name: 'Request this flight' })).toBeInTheDocument();
  });

  it('sends a signed-in customer’s request for a flight it does not list to the operator', async () => {
    const { backend, user } = await renderAt(noFlightsSearch, { signedInAs: 'customer' });
    const form = await screen.findByRole('region', { name: 'Request this flight' });
    expect(within(form).getByLabelText('From')).toHaveValue('Kolkata');
    expect(within(form).getByLabelText('To')).toHaveValue('Bagdogra');
    expect(within(form).getByLabelText('Travel date')).toHaveValue(travelDate);
    expect(within(form).getByLabelText('Passengers')).toHaveValue('2');
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toHaveValue(testCustomer.name));
    expect(within(form).getByLabelText('Email Address')).toHaveValue(testCustomer.email);

    // Sent with a field missing, each says what it needs.
    await user.clear(within(form).getByLabelText('From'));
    await user.click(within(form).getByRole('button', { name: 'Send flight request' }));
    expect(await within(form).findByText('Please enter the city you fly from.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your mobile number, so we can reach you about your trip.')).toBeInTheDocument();
    expect(within(form).getByLabelText('From')).toHaveFocus();

    await user.type(within(form).getByLabelText('From'), 'Kolkata');
    await user.type(within(form).getByLabelText('Mobile Number'), '98320 12345');
    await user.click(within(form).getByRole('button', { name: 'Send flight request' }));
    const sent = await screen.findByText(/^Your flight request AST-\w{5} has been sent\.$/, undefined, { timeout: 5000 });
    expect(sent.closest('[role="status"]')).toHaveFocus();

    expect(await backend.bookings.listMine()).toMatchObject([
      {
        kind: 'flightRequest',
        itemName: 'Flight request: Kolkata to Bagdogra',
        travelDate,
        travellers: 2,
        totalPrice: 0,
        phone: '+919832012345',
        status: 'Pending',
      },
    ]);
  });

  it('takes a signed-out visitor to sign in with what was typed, and reads it back on return', async () => {
    const first = await renderAt(noFlightsSearch);
    const form = await screen.findByRole('region', { name: 'Request this flight' });
    await first.user.type(within(form).getByLabelText('Full Name'), 'Karma Dorjee');
    await first.user.type(within(form).getByLabelText('Email Address'), 'karma@aster.test');
    await first.user.type(within(form).getByLabelText('Mobile Number'), '+44 7700 900123');
    await first.user.click(within(form).getByRole('button', { name: 'Sign in to send the request' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const from = (first.router.state.location.state as { from: { pathname: string; search: string; hash: string } }).from;
    expect(from.pathname).toBe('/flights');
    expect(from.hash).toBe('#flight-request');
    expect(Object.fromEntries(new URLSearchParams(from.search))).toMatchObject({
      from: 'Kolkata',
      to: 'Bagdogra',
      date: travelDate,
      passengers: '2',
      name: 'Karma Dorjee',
      email: 'karma@aster.test',
      mobile: '+44 7700 900123',
    });
    first.unmount();

    // Signed in, sign-in sends the visitor back to that address.
    const back = await renderAt(`/flights${from.search}${from.hash}`, { backend: freshBackend(), signedInAs: 'customer' });
    const again = await screen.findByRole('region', { name: 'Request this flight' });
    expect(within(again).getByLabelText('Full Name')).toHaveValue('Karma Dorjee');
    expect(within(again).getByLabelText('Email Address')).toHaveValue('karma@aster.test');
    expect(within(again).getByLabelText('Mobile Number')).toHaveValue('+44 7700 900123');
    expect(within(again).getByRole('heading', { name: 'Request this flight' })).toHaveFocus();
    // The contact details leave the address once they are back in the form.
    await waitFor(() => expect(back.router.state.location.search).not.toContain('mobile'));
    expect(back.router.state.location.search).toContain('from=Kolkata');
  });
});
