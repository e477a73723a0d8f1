import type { IconShape } from '../icon';

/** The site header's menu button and every close button: the header loads with every page, so these do too. */
export const closeIcon: IconShape = {
  box: 20,
  paths: [
    'M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z',
  ],
};

export const menuIcon: IconShape = {
  box: 20,
  paths: [
    'M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z',
  ],
};

/** The header's phone number. */
export const phoneIcon: IconShape = {
  box: 20,
  paths: [
    'M3.6 2.2a1.5 1.5 0 0 1 2 .2l2 2.4a1.5 1.5 0 0 1-.1 2L6.4 7.9a10 10 0 0 0 5.7 5.7l1.1-1.1a1.5 1.5 0 0 1 2-.1l2.4 2a1.5 1.5 0 0 1 .2 2l-1.2 1.6a2 2 0 0 1-2 .8C8.4 17.7 2.3 11.6 1.2 5.4a2 2 0 0 1 .8-2l1.6-1.2Z',
  ],
};
