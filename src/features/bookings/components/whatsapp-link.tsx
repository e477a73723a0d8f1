import { buttonClasses } from '@/components/ui/button';
import { whatsappLink } from '@/lib/site';

/** 'Chat on WhatsApp' with the message prefilled; opens WhatsApp (web or app) in a new tab. */
export function WhatsAppLink({ message, className = '' }: { message: string; className?: string }) {
  return (
    <a href={whatsappLink(message)} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'md', className)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-emerald-700" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.8 14.1c-.2.7-1.4 1.3-2 1.4-.5.1-1.2.1-1.9-.1a17 17 0 0 1-1.7-.6 13.4 13.4 0 0 1-5.1-4.5 5.8 5.8 0 0 1-1.2-3.1c0-1.5.8-2.2 1-2.5.3-.3.6-.4.8-.4h.6c.2 0 .4 0 .7.5l1 2.3c0 .2.1.4 0 .6l-.4.6-.5.5c-.2.2-.3.3-.1.7.2.3.9 1.4 1.9 2.3 1.3 1.1 2.4 1.5 2.7 1.7.3.2.5.1.7-.1l1-1.2c.2-.3.4-.3.7-.2l2.2 1c.3.2.6.3.6.4.1.1.1.7-.2 1.5Z" />
      </svg>
      Chat on WhatsApp
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
