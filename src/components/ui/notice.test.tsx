import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider, useNotify } from './notice';

function Saver() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('success', 'Tour package saved successfully.')}>
      Save
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NoticeProvider', () => {
  it('shows a success for eight seconds, and leaves no timer behind once it is gone from the page', () => {
    vi.useFakeTimers();
    const { unmount } = render(
      <NoticeProvider>
        <Saver />
      </NoticeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tour package saved successfully.');
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Tour package saved successfully.');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
