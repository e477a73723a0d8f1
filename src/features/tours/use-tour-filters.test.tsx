import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTourFilters } from './use-tour-filters';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/hotels?checkIn=2027-04-10']}>{children}</MemoryRouter>;
}

const useListAddress = () => ({ filters: useTourFilters(), location: useLocation() });

describe('useTourFilters', () => {
  it('keeps a destination typed and a duration chosen before the list renders the first', () => {
    const { result } = renderHook(useListAddress, { wrapper });
    act(() => {
      result.current.filters.setDestination('Bhutan');
      result.current.filters.setFilter('duration', '5-7');
    });
    expect(result.current.location.search).toBe('?checkIn=2027-04-10&destination=Bhutan&duration=5-7');
    expect(result.current.filters.filters).toMatchObject({ destination: 'Bhutan', duration: '5-7' });
  });

  it('applies the values chosen before the start on the address, keeping the trip details', () => {
    const { result } = renderHook(useListAddress, { wrapper });
    act(() => result.current.filters.applyChosen(new URLSearchParams('destination=Darjeeling&category=&sort=price-asc')));
    expect(result.current.location.search).toBe('?checkIn=2027-04-10&destination=Darjeeling&sort=price-asc');
  });
});
