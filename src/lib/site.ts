/**
 * What the site is, fixed in code: its name, its live address and its tagline. The operator's contact details
 * (phone, WhatsApp, e-mail, address, support hours, social links) are business data: the admin edits them in
 * Settings and screens read them through the backend (`settingsQueries.business()`, src/components/business).
 */
/** Public origin of the live site, for canonical URLs, social cards and the sitemap (VITE_SITE_URL overrides). */
const configuredUrl = (import.meta.env as Record<string, string | undefined>).VITE_SITE_URL;

export const site = {
  name: 'Himalayan Aster Tours',
  url: (configuredUrl ?? 'https://himalayanaster.in').replace(/\/+$/, ''),
  tagline: 'Journeys through Sikkim, Darjeeling, Bhutan, Nepal and the North-East, planned by people who live here.',
} as const;
