import { Icon, type IconShape } from '@/components/ui/icon';
import { facebookIcon } from '@/components/ui/icons/brands';

const twitterIcon: IconShape = {
  box: 24,
  paths: [
    'M17.8 3h3.1l-6.7 7.6L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.1-8.2L2 3h6.3l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  ],
};

/**
 * The networks' marks as the share buttons show them, white on the network's colour. WhatsApp's differs from the
 * one on the buttons that write to us (WhatsAppLink): that one would bring its button code to the article page.
 */
const whatsappShareIcon: IconShape = {
  box: 24,
  paths: [
    'M12 2.2a9.8 9.8 0 0 0-8.4 14.8L2.2 21.8l4.9-1.3A9.8 9.8 0 1 0 12 2.2Zm0 17.9a8.1 8.1 0 0 1-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A8.1 8.1 0 1 1 12 20.1Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2l-.6-.3Z',
  ],
};

/** Share buttons as plain links: no third-party scripts, nothing loads until the reader chooses one. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    {
      network: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      className: 'bg-[#0f63d1] hover:bg-[#0b4fa8]',
      icon: facebookIcon,
    },
    {
      network: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      className: 'bg-slate-900 hover:bg-black',
      icon: twitterIcon,
    },
    {
      network: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      className: 'bg-[#0e7a40] hover:bg-[#0a6434]',
      icon: whatsappShareIcon,
    },
  ] as const;
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wider text-slate-600">Share this article</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${target.network} (opens in a new tab)`}
              className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white transition-colors ${target.className}`}
            >
              <Icon shape={target.icon} className="size-5" />
              <span aria-hidden="true">{target.network}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
