import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { setHydrating } from '@/lib/hydration';
import { HydrateWhenNear } from './hydrate-when-near';

/** Called each time the part renders in the browser. */
const rendered = vi.fn();

function Counter() {
  const [count, setCount] = useState(0);
  rendered(count);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Tapped {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Home</h1>
      <HydrateWhenNear className="lower-half">
        <Counter />
      </HydrateWhenNear>
    </main>
  );
}

/** The browser's IntersectionObserver, told by the test when the part comes near the view. */
class TestObserver {
  static all: TestObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static reveal(target: Element) {
    for (const observer of TestObserver.all.filter((one) => one.targets.includes(target)))
      observer.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

/** Runs `change` and lets React finish what it starts (a part released hydrates in a later task of React's). */
async function settle(change: () => unknown): Promise<void> {
  await act(async () => {
    change();
    await Promise.resolve();
  });
}

/** Hydrates the prerendered page as the app's start does; answers what makes the browser idle. */
async function hydratePage(): Promise<{ container: HTMLElement; becomeIdle: () => void }> {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal('IntersectionObserver', TestObserver);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page />);
  rendered.mockClear();
  setHydrating(true);
  try {
    await settle(() => render(<Page />, { container, hydrate: true }));
  } finally {
    setHydrating(false);
  }
  return { container, becomeIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

describe('HydrateWhenNear', () => {
  beforeEach(() => rendered.mockClear());
  afterEach(() => {
    // Unmounted before the browser's stand-ins go: the part withdraws its idle callback as it unmounts.
    cleanup();
    TestObserver.all = [];
    vi.unstubAllGlobals();
  });

  it('keeps the prerendered part as it is until it comes near the view, then hydrates it', async () => {
    const { container } = await hydratePage();
    const prerendered = screen.getByRole('button', { name: 'Tapped 0' });
    expect(rendered).not.toHaveBeenCalled();

    await settle(() => TestObserver.reveal(container.querySelector('.lower-half')!));
    expect(rendered).toHaveBeenCalled();
    // The same button, now React's.
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBe(prerendered);
    fireEvent.click(prerendered);
    expect(screen.getByRole('button', { name: 'Tapped 1' })).toBe(prerendered);
  });

  it('hydrates it once the browser is idle, or at once when it is touched', async () => {
    const first = await hydratePage();
    await settle(() => first.becomeIdle());
    expect(rendered).toHaveBeenCalled();
    first.container.remove();

    rendered.mockClear();
    await hydratePage();
    expect(rendered).not.toHaveBeenCalled();
    await settle(() => fireEvent.pointerDown(screen.getByRole('button', { name: 'Tapped 0' })));
    expect(rendered).toHaveBeenCalled();
  });

  it('hydrates it in the very click that lands on it first, and the click counts', async () => {
    await hydratePage();
    const button = screen.getByRole('button', { name: 'Tapped 0' });
    await settle(() => fireEvent.click(button));
    expect(button).toHaveTextContent('Tapped 1');
  });

  it('renders at once on a page React renders afresh, and where it meets no prerendered markup', async () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeInTheDocument();
    document.body.innerHTML = '';

    setHydrating(true);
    try {
      await settle(() => render(<Page />));
    } finally {
      setHydrating(false);
    }
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeInTheDocument();
  });
});
