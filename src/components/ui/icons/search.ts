import type { IconShape } from '../icon';

/** A magnifier: search fields and the empty result of a search. */
export const searchIcon: IconShape = {
  box: 20,
  paths: [
    'M8.5 2a6.5 6.5 0 0 1 5.2 10.4l3.9 3.9a1 1 0 0 1-1.4 1.4l-3.9-3.9A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z',
  ],
};
