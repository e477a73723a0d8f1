import { useEffect, useState, type RefObject } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';

interface StickyBookBarProps {
  /** The page's own 'Book Now': the bar shows once it has scrolled up out of view. */
  bookNow: RefObject<HTMLElement | null>;
  /** The end of the tour's content: the bar hides again when it comes into view, so it never covers the footer. */
  end: RefObject<HTMLElement | null>;
  price: number;
  to: string;
  /** Where Book Now goes when tapped before the page has rendered the last change of the choice (ButtonLink). */
  latestTo?: () => string;
}

/**
 * The price and 'Book Now' kept at the foot of a phone's screen while the traveller reads the itinerary. It is
 * fixed (it moves nothing on the page) and slides in; wide screens keep the booking card beside the content
 * instead. Hidden, it is inert, so it is neither read out nor reached with the Tab key.
 */
export function StickyBookBar({ bookNow, end, price, to, latestTo }: StickyBookBarProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const button = bookNow.current;
    const last = end.current;
    if (!button || !last || typeof IntersectionObserver === 'undefined') return;
    let buttonAbove = false;
    let endReached = false;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === button)
          buttonAbove = !entry.isIntersecting && entry.boundingClientRect.bottom < (entry.rootBounds?.top ?? 0) + 1;
        // In view, or already scrolled past (the footer of a short screen): the content has ended either way.
        if (entry.target === last)
          endReached = entry.isIntersecting || entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0);
      }
      setVisible(buttonAbove && !endReached);
    });
    observer.observe(button);
    observer.observe(last);
    // A jump (a link to a heading, find in page) can carry Book Now from below the screen to above it without it
    // ever being in view, which the observer does not report: a scroll reads where both are, once a frame.
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        buttonAbove = button.getBoundingClientRect().bottom < 1;
        endReached = last.getBoundingClientRect().top < window.innerHeight;
        setVisible(buttonAbove && !endReached);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [bookNow, end]);

  return (
    <div
      aria-hidden={!visible}
      inert={!visible}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur transition-transform duration-200 motion-reduce:transition-none lg:hidden ${visible ? 'translate-y-0' : 'invisible translate-y-full'}`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
        <p className="leading-tight text-slate-600">
          <span className="text-xl font-bold text-slate-900">{formatRupees(price)}</span>{' '}
          <span className="text-sm">per person</span>
        </p>
        <ButtonLink to={to} latestTo={latestTo} variant="accent" size="lg">
          Book Now
        </ButtonLink>
      </div>
    </div>
  );
}
