import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsWriter } from './use-search-params-writer';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/admin/hotel-bookings?status=Confirmed']}>{children}</MemoryRouter>;
}

function useAddress() {
  const [params, write, latest] = useSearchParamsWriter();
  return { params, write, latest, location: useLocation(), navigate: useNavigate() };
}

const setting = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

describe('useSearchParamsWriter', () => {
  it('keeps both of two changes made before the address renders again', () => {
    const { result } = renderHook(useAddress, { wrapper });
    const { write } = result.current;
    act(() => {
      write(setting('from', '2026-12-01'), { replace: true });
      write(setting('to', '2026-12-31'), { replace: true });
    });
    expect(result.current.location.search).toBe('?status=Confirmed&from=2026-12-01&to=2026-12-31');
    expect(result.current.params.get('from')).toBe('2026-12-01');
  });

  it('starts from the address shown once it has caught up, and from an address set elsewhere', () => {
    const { result } = renderHook(useAddress, { wrapper });
    act(() => result.current.write(setting('from', '2026-12-01')));
    act(() => result.current.write(setting('to', '2026-12-31')));
    expect(result.current.location.search).toBe('?status=Confirmed&from=2026-12-01&to=2026-12-31');

    // The back button or a link: the next change builds on that address, not on the last one written.
    act(() => void result.current.navigate('/admin/hotel-bookings?kind=tour'));
    act(() => result.current.write(setting('status', 'Pending')));
    expect(result.current.location.search).toBe('?kind=tour&status=Pending');
  });

  it('gives the parameters last asked for before the address renders them, then the rendered ones', () => {
    const { result } = renderHook(useAddress, { wrapper });
    const { write, latest, params } = result.current;
    act(() => {
      write(setting('from', '2026-12-01'), { replace: true });
      // Still the first render's: a link built from it would carry no date.
      expect(params.get('from')).toBeNull();
      expect(latest().toString()).toBe('status=Confirmed&from=2026-12-01');
    });
    expect(result.current.latest().toString()).toBe('status=Confirmed&from=2026-12-01');

    act(() => void result.current.navigate('/admin/hotel-bookings?kind=tour'));
    expect(result.current.latest().toString()).toBe('kind=tour');
  });
});
