import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { settingsQueries } from '@/backend/queries';
import { formatPhone, phoneHref } from '@/backend/domain/phone';
import type { BusinessSettings } from '@/backend/schemas';

/**
 * The operator's public details as the admin saved them in Settings, read through the backend. Prerendered pages
 * carry them from the build, so they show in the first paint; elsewhere they are `undefined` for a moment.
 */
export function useBusinessSettings(): BusinessSettings | undefined {
  return useQuery(settingsQueries.business()).data;
}

interface DetailProps {
  className?: string;
  /** Width kept free while the details load (a page that was not prerendered), so nothing beside it moves. */
  reserve?: string;
}

/** An empty box the size of the detail to come: hidden from assistive technology, it says nothing. */
function Reserved({ reserve }: { reserve: string }) {
  return <span aria-hidden="true" className={`inline-block h-[1lh] max-w-full align-bottom ${reserve}`} />;
}

interface LinkProps extends DetailProps {
  /** Shown before the detail inside the link: an icon, 'Call '. */
  children?: ReactNode;
}

/**
 * The operator's phone number, as a link that calls it. Until it has loaded, the same link without an address
 * holds its place.
 */
export function BusinessPhoneLink({ className, reserve = 'w-[16ch]', children }: LinkProps) {
  const business = useBusinessSettings();
  return (
    <a href={business ? phoneHref(business.phone) : undefined} className={className}>
      {children}
      {business ? formatPhone(business.phone) : <Reserved reserve={reserve} />}
    </a>
  );
}

/** The operator's e-mail address, as a link that writes to it. */
export function BusinessEmailLink({ className, reserve = 'w-[24ch]', children }: LinkProps) {
  const business = useBusinessSettings();
  return (
    <a href={business ? `mailto:${business.email}` : undefined} className={className}>
      {children}
      {business ? business.email : <Reserved reserve={reserve} />}
    </a>
  );
}

/** When the team answers, as the operator words it ('Monday to Saturday, 10 AM to 6 PM IST'). */
export function SupportHours({ className, reserve = 'w-[36ch]' }: DetailProps) {
  const business = useBusinessSettings();
  if (!business) return <Reserved reserve={reserve} />;
  return <span className={className}>{business.supportHours}</span>;
}

/** The office address, on one line. */
export function BusinessAddress({ className, reserve = 'w-[40ch]' }: DetailProps) {
  const business = useBusinessSettings();
  if (!business) return <Reserved reserve={reserve} />;
  return <span className={className}>{business.address}</span>;
}
