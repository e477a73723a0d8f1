import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setHydrating } from './hydration';
import { useClientValue } from './use-client-value';

function Clock() {
  const time = useClientValue(
    () => 'in the browser',
    () => 'at build time',
  );
  return <p>{time}</p>;
}

describe('useClientValue', () => {
  it('hydrates with the server value, then shows the browser value without a mismatch', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Clock />);
    expect(container.textContent).toBe('at build time');
    const errors: unknown[] = [];
    setHydrating(true);
    try {
      render(<Clock />, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    } finally {
      setHydrating(false);
    }
    expect(await screen.findByText('in the browser')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('has the browser value at once when React renders afresh', () => {
    render(<Clock />);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });
});
