import type { IconShape } from '../icon';

/** The social networks' own marks (the WhatsApp mark is drawn by WhatsAppLink, which exports it). */
export const facebookIcon: IconShape = {
  box: 24,
  paths: [
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
  ],
};
