import type { IconShape } from '../icon';

/** A ticked circle: what a tour or the hotel includes. */
export const checkCircleIcon: IconShape = {
  box: 20,
  paths: [
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 0 1 1.4 1.4Z',
  ],
};
