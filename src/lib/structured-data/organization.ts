import type { BusinessSettings } from '@/backend/schemas';
import { site } from '@/lib/site';
import { openingHoursOf } from './opening-hours';

/**
 * schema.org descriptions of our pages, for search engines (rendered with <JsonLd>), one module per kind of page
 * so that each page carries only its own. This one: the operator, the home page's JSON-LD and the provider or
 * publisher of the others.
 */
export const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.url}${path}`);

/** Who we are, as the provider of a trip or the publisher of an article: the contact details are on the home page's. */
export const organization = {
  '@type': 'TravelAgency',
  name: site.name,
  url: site.url,
  logo: absolute('/images/icon-512.png'),
};

/** The home page's description of the operator, with the contact details the admin saved in Settings. */
export function travelAgencyLd(business: BusinessSettings) {
  const sameAs = Object.values(business.social).filter((address) => address !== '');
  return {
    ...organization,
    description: site.tagline,
    telephone: business.phone,
    email: business.email,
    address: business.address,
    areaServed: ['Sikkim', 'Darjeeling', 'Kalimpong', 'Bhutan', 'Nepal', 'North East India'],
    openingHours: openingHoursOf(business.supportHours),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}
