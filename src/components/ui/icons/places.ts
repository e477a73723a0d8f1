import type { IconShape } from '../icon';

/** Where a tour goes, where the hotel is. */
export const pinIcon: IconShape = {
  box: 20,
  paths: [
    'M10 1.5a6 6 0 0 0-6 6c0 4.3 5.2 10.3 5.4 10.6a.8.8 0 0 0 1.2 0C10.8 17.8 16 11.8 16 7.5a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z',
  ],
};
