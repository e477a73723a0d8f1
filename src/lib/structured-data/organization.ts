import { site } from '@/lib/site';

/**
 * schema.org descriptions of our pages, for search engines (rendered with <JsonLd>), one module per kind of page
 * so that each page carries only its own. This one: the operator, the home page's JSON-LD and the provider or
 * publisher of the others.
 */
export const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.url}${path}`);

export const organization = {
  '@type': 'TravelAgency',
  name: site.name,
  url: site.url,
  logo: absolute('/images/icon-512.png'),
  telephone: site.phone,
  email: site.email,
  address: { '@type': 'PostalAddress', streetAddress: 'Tadong, NH 10', addressLocality: 'Gangtok', addressRegion: 'Sikkim', postalCode: '737102', addressCountry: 'IN' },
};

export function travelAgencyLd() {
  return {
    ...organization,
    description: site.tagline,
    areaServed: ['Sikkim', 'Darjeeling', 'Kalimpong', 'Bhutan', 'Nepal', 'North East India'],
    openingHours: 'Mo-Sa 10:00-18:00',
  };
}
