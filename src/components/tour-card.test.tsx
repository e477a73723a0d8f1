import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sampleTours } from '~seed/data/tours';
import { TourCard } from './tour-card';

describe('TourCard', () => {
  it('shows the package and links to its page', () => {
    const tour = sampleTours[0]!;
    render(
      <MemoryRouter>
        <TourCard tour={tour} headingLevel="h2" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: tour.name });
    expect(link).toHaveAttribute('href', `/hotel/${tour.id}`);
    expect(screen.getByRole('heading', { level: 2, name: tour.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: tour.name })).toHaveAttribute('src', tour.image);
    // Never a page's largest paint: a low priority, so the browser does not raise it over the start's scripts.
    expect(screen.getByRole('img', { name: tour.name })).toHaveAttribute('fetchpriority', 'low');
    expect(screen.getByText(tour.duration)).toBeInTheDocument();
    expect(screen.getByText(tour.category)).toBeInTheDocument();
    expect(screen.getByText(tour.destinationsCovered.join(', '))).toBeInTheDocument();
    expect(screen.getByText('₹18,500')).toBeInTheDocument();
    expect(screen.getByText('per person')).toBeInTheDocument();
  });
});
