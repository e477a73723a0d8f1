/** Business contacts and facts, in one place: every screen that shows them reads them from here. */
/** Public origin of the live site, for canonical URLs, social cards and the sitemap (VITE_SITE_URL overrides). */
const configuredUrl = (import.meta.env as Record<string, string | undefined>).VITE_SITE_URL;

export const site = {
  name: 'Himalayan Aster Tours',
  url: (configuredUrl ?? 'https://himalayanaster.in').replace(/\/+$/, ''),
  tagline: 'Journeys through Sikkim, Darjeeling, Bhutan, Nepal and the North-East, planned by people who live here.',
  phone: '+91 98320 12345',
  phoneHref: 'tel:+919832012345',
  email: 'hello@himalayanaster.in',
  whatsappNumber: '919832012345',
  address: 'Tadong, NH 10, Gangtok, Sikkim 737102, India',
  supportHours: 'Monday to Saturday, 10 AM to 6 PM IST',
  hotel: {
    name: 'Hotel Aster',
    phone: '+91 98320 67890',
    phoneHref: 'tel:+919832067890',
    email: 'stay@hotelaster.in',
    address: 'Daragaon, Tadong, Gangtok, Sikkim 737102, India',
  },
  social: {
    facebook: '#',
    instagram: '#',
    youtube: '#',
  },
} as const;

export function whatsappLink(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
