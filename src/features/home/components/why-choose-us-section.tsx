import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { SupportHours } from '@/components/business/business-details';
import { SectionHeading } from './section-heading';
import { Icon, type IconShape } from '@/components/ui/icon';
import { pinIcon } from '@/components/ui/icons/places';

const reasons: { title: string; text: ReactNode; icon: IconShape }[] = [
  {
    title: 'Local Expertise',
    text: 'We live and work in Gangtok. Our routes, hotels and drivers are chosen from years on these roads, not from a brochure.',
    icon: pinIcon,
  },
  {
    title: '24/7 Support',
    // The title is the product's; the hours are the operator's one set, from Settings, as in the footer.
    text: (
      <>
        A real person from our team answers your call or WhatsApp message (<SupportHours />
        ), and on the road the phone number in your trip pack answers day or night.
      </>
    ),
    icon: {
      box: 24,
      paths: [
        'M12 2a9 9 0 0 0-9 9v5a3 3 0 0 0 3 3h1a1 1 0 0 0 1-1v-5a1 1 0 0 0-1-1H5a7 7 0 0 1 14 0h-2a1 1 0 0 0-1 1v5a1 1 0 0 0 1 1h1.9a3 3 0 0 1-2.9 2h-2a1 1 0 1 0 0 2h2a5 5 0 0 0 5-5v-7a9 9 0 0 0-9-9Z',
      ],
    },
  },
  {
    title: 'Best Price Guarantee',
    text: 'Fair, transparent prices with no hidden extras. Find the same package cheaper and we will match it.',
    icon: {
      box: 24,
      paths: [
        'M3 4a1 1 0 0 1 1-1h7.6a2 2 0 0 1 1.4.6l8 8a2 2 0 0 1 0 2.8l-6.6 6.6a2 2 0 0 1-2.8 0l-8-8A2 2 0 0 1 3 11.6V4Zm4.5 5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
      ],
    },
  },
];

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="why-title" eyebrow="Travel with confidence" title={`Why Choose ${site.name}`}>
        Small enough to know you by name, local enough to know every road.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
            <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-accent-100 text-accent-700">
              <Icon shape={reason.icon} className="size-7" />
            </span>
            <h3 className="mt-5 text-xl font-bold text-brand-900">{reason.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
