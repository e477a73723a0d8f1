import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setHydrating } from '@/lib/hydration';
import { KeepPrerendered } from './keep-prerendered';

interface Day {
  title: string;
}

/** Called each time the kept part renders in the browser. */
const rendered = vi.fn();

function DayTitle({ day }: { day: Day }) {
  rendered(day.title);
  return <h3>{day.title}</h3>;
}

function Itinerary({ day }: { day: Day }) {
  return (
    <KeepPrerendered from={[day]} className="itinerary">
      <DayTitle day={day} />
    </KeepPrerendered>
  );
}

const arrival: Day = { title: 'Arrival in Gangtok' };

function hydrate(ui: React.ReactElement, container: HTMLElement, errors: unknown[]) {
  setHydrating(true);
  try {
    return render(ui, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
  } finally {
    setHydrating(false);
  }
}

describe('KeepPrerendered', () => {
  beforeEach(() => {
    rendered.mockClear();
  });

  it('keeps the prerendered markup while hydrating: its children do not render in the browser', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Itinerary day={arrival} />);
    rendered.mockClear();
    const prerendered = container.querySelector('h3');
    const errors: unknown[] = [];
    hydrate(<Itinerary day={arrival} />, container, errors);
    expect(errors).toEqual([]);
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Arrival in Gangtok' })).toBe(prerendered);
    expect(container.querySelector('.itinerary')).not.toBeNull();
  });

  it('renders its children once the data is another than the page hydrated with', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Itinerary day={arrival} />);
    const errors: unknown[] = [];
    const { rerender } = hydrate(<Itinerary day={arrival} />, container, errors);
    rerender(<Itinerary day={{ ...arrival }} />);
    expect(rendered).toHaveBeenCalledWith('Arrival in Gangtok');
    expect(container.querySelectorAll('h3')).toHaveLength(1);
    rerender(<Itinerary day={{ title: 'Tsomgo Lake' }} />);
    expect(screen.getByRole('heading', { name: 'Tsomgo Lake' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Arrival in Gangtok' })).toBeNull();
    expect(errors).toEqual([]);
  });

  it('renders its children on a page React renders afresh', () => {
    render(<Itinerary day={arrival} />);
    expect(screen.getByRole('heading', { name: 'Arrival in Gangtok' })).toBeInTheDocument();
  });

  it('renders its children when it meets no prerendered markup while the page is starting', () => {
    setHydrating(true);
    try {
      render(<Itinerary day={arrival} />);
    } finally {
      setHydrating(false);
    }
    expect(screen.getByRole('heading', { name: 'Arrival in Gangtok' })).toBeInTheDocument();
  });
});
