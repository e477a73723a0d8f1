import { render, screen } from '@testing-library/react';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it("shows 'Unexpected Application Error!' with the error's message and a way home", () => {
    render(<RouteError error={new Error('The tour list could not be read')} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The tour list could not be read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('shows a thrown value that is not an Error as text', () => {
    render(<RouteError error="quota exceeded" />);
    expect(screen.getByText('quota exceeded')).toBeInTheDocument();
  });
});
