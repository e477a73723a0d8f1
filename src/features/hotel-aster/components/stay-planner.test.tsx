import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addDays, todayCalendarDate } from '@/backend/domain/calendar';
import { previewRoomStay } from '@/backend/domain/room-stay';
import { formatRupees } from '@/lib/format';
import { roomBookingPath } from '@/lib/paths';
import { freshBackend, provideTestBackend } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { renderPrerendered, typeInto } from '../../../../tests/support/prerendered';
import { StayPlanner } from './stay-planner';

/**
 * The planner of the sample hotel on a fresh embedded backend, with the address query given; returns what it kept.
 * The address it is shown stays the first one, as while the page has not rendered the address asked for yet: each
 * change is applied to the last one asked for, as the page's writer does.
 */
async function renderPlanner(query: string) {
  const backend = freshBackend();
  const aster = await backend.hotelAster.get();
  const kept: string[] = [];
  let asked = new URLSearchParams(query);
  const { router } = await renderWithApp(
    <StayPlanner
      rooms={aster.rooms}
      calendar={aster.profile}
      search={new URLSearchParams(query)}
      onSearch={(update) => {
        asked = new URLSearchParams(update(asked));
        kept.push(asked.toString());
      }}
      latestSearch={() => asked}
      today={todayCalendarDate()}
    />,
    { routes: [{ path: '/booking/*', element: null }] },
  );
  return { aster, kept, router };
}

describe('StayPlanner', () => {
  it('shows the total of the stay in the address, priced as the booking is, and Book Now carries it', async () => {
    const checkIn = addDays(todayCalendarDate(), 40);
    const checkOut = addDays(checkIn, 2);
    const { aster } = await renderPlanner(`room=deluxe-double&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&plan=map`);
    const room = aster.rooms.find((candidate) => candidate.id === 'deluxe-double') ?? aster.rooms[0]!;
    const preview = previewRoomStay(room, 'map', { adults: 2, children: 0, rooms: 1 }, checkIn, checkOut, aster.profile);
    const total = preview && 'stay' in preview ? preview.stay.total : 0;
    const price = screen.getByRole('region', { name: 'Price for your stay' });
    expect(within(price).getByText('Total for 2 nights')).toBeInTheDocument();
    expect(within(price).getAllByText(formatRupees(total)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `${roomBookingPath(room.name)}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&plan=map`,
    );
  });

  it('keeps a changed choice in the address, and says when the guests do not fit one room', async () => {
    const { kept } = await renderPlanner('adults=4');
    expect(screen.getAllByRole('status').some((status) => /sleeps/.test(status.textContent ?? ''))).toBe(true);
    fireEvent.change(screen.getByLabelText('Meal plan'), { target: { value: 'ep' } });
    expect(kept.at(-1)).toMatch(/&plan=ep$/);
  });

  it('keeps both of two changes made before the address shows the first', async () => {
    const checkIn = addDays(todayCalendarDate(), 40);
    const { kept } = await renderPlanner('room=deluxe-double');
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Meal plan'), { target: { value: 'map' } });
    const last = new URLSearchParams(kept.at(-1));
    expect(last.get('checkIn')).toBe(checkIn);
    expect(last.get('adults')).toBe('1');
    expect(last.get('plan')).toBe('map');
  });

  it('has Book Now carry a change the page does not show yet', async () => {
    const checkIn = addDays(todayCalendarDate(), 40);
    const { aster, router } = await renderPlanner('room=deluxe-double');
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: checkIn } });
    fireEvent.click(screen.getByRole('link', { name: 'Book Now' }));
    const room = aster.rooms.find((candidate) => candidate.id === 'deluxe-double') ?? aster.rooms[0]!;
    expect(router.state.location.pathname).toBe(roomBookingPath(room.name));
    expect(new URLSearchParams(router.state.location.search).get('checkIn')).toBe(checkIn);
  });
});

describe('StayPlanner before the app starts', () => {
  it('takes in a check-in date typed and a meal plan chosen before it hydrated', async () => {
    const backend = freshBackend();
    await provideTestBackend(backend, undefined);
    const aster = await backend.hotelAster.get();
    const checkIn = addDays(todayCalendarDate(), 40);
    let asked = new URLSearchParams();
    const kept: string[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const planner = (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <StayPlanner
            rooms={aster.rooms}
            calendar={aster.profile}
            search={new URLSearchParams()}
            onSearch={(update) => {
              asked = new URLSearchParams(update(asked));
              kept.push(asked.toString());
            }}
            latestSearch={() => asked}
            today=""
          />
        </MemoryRouter>
      </QueryClientProvider>
    );
    await renderPrerendered(planner, (page) => {
      typeInto(page.querySelector('input[name=checkIn]'), checkIn);
      const plan = page.querySelector<HTMLSelectElement>('select[name=plan]')!;
      plan.value = 'map';
      plan.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(asked.get('checkIn')).toBe(checkIn);
    expect(asked.get('plan')).toBe('map');
  });
});
