import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { tripChoiceFrom, type TripChoice } from '@/components/booking/trip-choice';
import { freshBackend, provideTestBackend } from '@/testing/backend';
import { renderPrerendered, typeInto } from '../../../../tests/support/prerendered';
import { TripPlanner } from './trip-planner';

/** The planner as a prerendered tour page has it (no clock, the app not started), hydrated after `beforeStart`. */
async function hydratePlanner(beforeStart: (page: HTMLElement) => void) {
  const backend = freshBackend();
  await provideTestBackend(backend, undefined);
  const tour = (await backend.tours.get('sikkim-delight'))!;
  const changes: ((choice: TripChoice) => TripChoice)[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const plain = tripChoiceFrom('');
  await renderPrerendered(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TripPlanner tour={tour} choice={plain} onChange={(change) => changes.push(change)} today="" started={false} />
      </MemoryRouter>
    </QueryClientProvider>,
    beforeStart,
  );
  return { changes, plain };
}

describe('TripPlanner before the app starts', () => {
  it('takes in a date typed and travellers chosen before it hydrated, once', async () => {
    const { changes, plain } = await hydratePlanner((page) => {
      typeInto(page.querySelector('input[name=date]'), '2027-02-01');
      const adults = page.querySelector<HTMLSelectElement>('select[name=adults]')!;
      adults.value = '3';
      adults.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(changes).toHaveLength(1);
    expect(changes[0]!(plain)).toMatchObject({ date: '2027-02-01', adults: 3, childAges: [] });
  });

  it('writes nothing when nothing was typed', async () => {
    const { changes } = await hydratePlanner(() => undefined);
    expect(changes).toHaveLength(0);
  });
});
