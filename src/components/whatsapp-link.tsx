import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Icon, type IconShape } from '@/components/ui/icon';
import { whatsappHref } from '@/backend/domain/phone';
import { useBusinessSettings } from '@/components/business/business-details';

/** WhatsApp's mark: a speech bubble with the handset cut out. */
const whatsappIcon: IconShape = {
  box: 24,
  holes: true,
  paths: [
    'M12 2a10 10 0 0 0-8.7 15L2 22l5.1-1.3A10 10 0 1 0 12 2ZM8.7 7c.3 0 .5 0 .7.5l.9 2.1c.1.3 0 .5-.1.7l-.6.7c-.2.2-.2.4 0 .7a7.8 7.8 0 0 0 3.7 3.2c.3.1.5.1.7-.1l.8-1c.2-.3.4-.3.7-.2l2 1c.3.1.5.2.5.4 0 .5-.2 1.3-.9 1.8-.6.4-1.6.6-3 .1a11 11 0 0 1-5.6-5c-.9-1.6-.6-3 .2-3.9.3-.3.6-.4 1-.4Z',
  ],
};

interface WhatsAppLinkProps {
  /** The text WhatsApp opens with, ready to send to the operator. */
  message: string;
  /** What the link says; the screen-reader note about the new tab is added after it. */
  children?: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
  /** The mark's colour: green on light buttons, the text's own colour on dark ones. */
  iconClassName?: string;
}

/**
 * A button-styled link to the operator's WhatsApp number (from the business settings) with the message prefilled;
 * opens in a new tab. Until the number has loaded it is the same button without an address, so nothing moves.
 */
export function WhatsAppLink({
  message,
  children = 'Chat on WhatsApp',
  size = 'md',
  className = '',
  iconClassName = 'text-emerald-700',
}: WhatsAppLinkProps) {
  const business = useBusinessSettings();
  return (
    <a
      href={business ? whatsappHref(business.whatsapp, message) : undefined}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('secondary', size, className)}
    >
      <Icon shape={whatsappIcon} className={`size-5 ${iconClassName}`.trim()} />
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
