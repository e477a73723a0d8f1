import { Link } from 'react-router';
import { whatsappHref } from '@/backend/domain/phone';
import type { BusinessSettings } from '@/backend/schemas';
import {
  BusinessAddress,
  BusinessEmailLink,
  BusinessPhoneLink,
  SupportHours,
  useBusinessSettings,
} from '@/components/business/business-details';
import { site } from '@/lib/site';
import { useClientValue } from '@/lib/use-client-value';
import { RouteAlerts } from '@/components/alerts/route-alerts';
import { Icon, type IconShape } from '@/components/ui/icon';
import { facebookIcon } from '@/components/ui/icons/brands';
import {
  cancellationPolicyPath,
  flightListPath,
  privacyPolicyPath,
  shippingPolicyPath,
  termsPath,
  tourListPath,
} from '@/lib/paths';

/** The networks the footer can link to, in this order; each shows only when the operator saved its address. */
const socialNetworks = [
  { key: 'facebook', label: 'Facebook', icon: facebookIcon },
  {
    key: 'instagram',
    label: 'Instagram',
    icon: {
      box: 24,
      paths: [
        'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7v7.2c-.1 2.4-1.3 3.6-3.7 3.7H8.4c-2.4-.1-3.6-1.3-3.7-3.7V8.4c.1-2.4 1.3-3.6 3.7-3.7H12ZM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5.1 2-5.2 5.2v7.4c.1 3.3 2 5.1 5.2 5.2h7.4c3.3-.1 5.1-2 5.2-5.2V8.3c-.1-3.2-2-5.1-5.2-5.2H12Z',
      ],
    },
  },
  {
    key: 'youtube',
    label: 'YouTube',
    icon: {
      box: 24,
      paths: [
        'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
      ],
    },
  },
  {
    key: 'x',
    label: 'X',
    icon: {
      box: 24,
      paths: [
        'M17.2 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L1.6 3.5h6.2l4.3 5.7 5.1-5.7Zm-1 16.2h1.7L7.2 5.2H5.4l10.8 14.5Z',
      ],
    },
  },
] satisfies { key: keyof BusinessSettings['social']; label: string; icon: IconShape }[];

const footerLinks = [
  { to: tourListPath(), label: 'Hotels' },
  { to: flightListPath(), label: 'Flights' },
  { to: privacyPolicyPath(), label: 'Privacy Policy' },
  { to: termsPath(), label: 'Terms & Conditions' },
  { to: cancellationPolicyPath(), label: 'Cancellation & Refund Policy' },
  { to: shippingPolicyPath(), label: 'Shipping / Booking Delivery Policy' },
] as const;

const currentYear = () => new Date().getFullYear();
/** The year the site was built: what prerendered HTML says until the browser has its own clock. */
const buildYear = () => __BUILD_YEAR__;

export function SiteFooter() {
  const year = useClientValue(currentYear, buildYear);
  const business = useBusinessSettings();
  return (
    <footer className="bg-brand-900 text-brand-100">
      {/* The operator's travel alerts for this page's places and tours: floating, so nothing moves when they come. */}
      <RouteAlerts />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <img
            src="/images/logo-light.svg"
            alt="Himalayan Aster Tours"
            width="237"
            height="48"
            className="h-9 w-auto"
            loading="lazy"
          />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-100">{site.tagline}</p>
          <SocialLinks social={business?.social} />
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div id="footer-contact" className="scroll-mt-24">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Contact us</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              <BusinessAddress />
            </p>
            <p>
              Phone: <BusinessPhoneLink className="font-semibold text-white hover:underline" />
            </p>
            <p>
              E-mail: <BusinessEmailLink className="font-semibold break-all text-white hover:underline" />
            </p>
            <p>
              <a
                href={business ? whatsappHref(business.whatsapp) : undefined}
                className="font-semibold text-white hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
            <p className="text-brand-200">
              Support hours: <SupportHours />
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-200 sm:px-6">
          © {year} {site.name}, Gangtok, Sikkim. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** The operator's pages on social networks: only those with an address; nothing at all when none is set. */
function SocialLinks({ social }: { social: BusinessSettings['social'] | undefined }) {
  const links = socialNetworks.filter((network) => social?.[network.key]);
  if (!social || links.length === 0) return null;
  return (
    <ul className="mt-5 flex gap-3" aria-label="Social media">
      {links.map((network) => (
        <li key={network.key}>
          <a
            href={social[network.key]}
            rel="noopener noreferrer"
            aria-label={`${site.name} on ${network.label}`}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <Icon shape={network.icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
