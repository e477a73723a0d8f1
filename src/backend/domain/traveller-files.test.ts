import { documentsExpired, travellerFileProblem } from './traveller-files';

describe("travellers' files", () => {
  it('accepts pictures and PDF of up to 5 MB', () => {
    expect(travellerFileProblem({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(travellerFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Please choose a file of 5 MB or less.');
    expect(travellerFileProblem({ type: 'image/svg+xml', size: 100 })).toMatch(/JPEG, PNG or WebP picture, or a PDF/);
    expect(travellerFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty.');
  });

  it('keeps documents until 30 days after the trip ended', () => {
    expect(documentsExpired('2027-04-11', '2027-05-11')).toBe(false);
    expect(documentsExpired('2027-04-11', '2027-05-12')).toBe(true);
  });
});
