import { act, render, screen } from '@testing-library/react';
import { deferredComponent } from './deferred-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A module load the test settles when it wants: how many times it was asked for, and its settle functions. */
function controlledLoad() {
  const calls: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

describe('deferredComponent', () => {
  it('shows the fallback, loads once the browser is idle, then shows the component with its props', async () => {
    const { load, calls } = controlledLoad();
    const Deferred = deferredComponent(load);
    render(<Deferred name="Pema" fallback={<p>Calendar on its way</p>} />);
    expect(screen.getByText('Calendar on its way')).toBeInTheDocument();
    // Nothing is loaded while the page renders: only when the browser is next idle.
    expect(calls).toHaveLength(0);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      calls[0]!.resolve(Greeting);
      // The load under way, not a new one.
      await Deferred.load();
    });
    expect(screen.getByText('Hello, Pema')).toBeInTheDocument();
    expect(screen.queryByText('Calendar on its way')).toBeNull();
  });

  it('loads at once when asked (a date field focused), and a later render shows it without waiting', async () => {
    const { load, calls } = controlledLoad();
    const Deferred = deferredComponent(load);
    const first = render(<Deferred name="Pema" />);
    await act(async () => {
      const loaded = Deferred.load();
      expect(calls).toHaveLength(1);
      calls[0]!.resolve(Greeting);
      await loaded;
    });
    expect(screen.getByText('Hello, Pema')).toBeInTheDocument();
    first.unmount();

    render(<Deferred name="Dawa" />);
    expect(screen.getByText('Hello, Dawa')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('keeps the fallback when the load fails, and tries again the next time it is asked for', async () => {
    const { load, calls } = controlledLoad();
    const Deferred = deferredComponent(load);
    render(<Deferred name="Pema" fallback={<p>Calendar on its way</p>} />);
    const failed = Deferred.load();
    calls[0]!.reject(new Error('chunk not found'));
    await expect(failed).rejects.toThrow('chunk not found');
    expect(screen.getByText('Calendar on its way')).toBeInTheDocument();

    await act(async () => {
      const again = Deferred.load();
      expect(calls).toHaveLength(2);
      calls[1]!.resolve(Greeting);
      await again;
    });
    expect(screen.getByText('Hello, Pema')).toBeInTheDocument();
  });
});
