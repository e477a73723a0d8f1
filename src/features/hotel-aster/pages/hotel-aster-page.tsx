import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { hotelAsterQueries } from '@/backend/queries';
import { formatPhone, phoneHref } from '@/backend/domain/phone';
import { periodRangeLabel } from '@/backend/domain/rate-periods';
import { seasonLabels } from '@/backend/domain/seasons';
import type { Contact as HotelContact, HotelAster } from '@/backend/schemas';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { buttonClasses } from '@/components/ui/button';
import { site } from '@/lib/site';
import { FacilityIcon } from '../components/facility-icon';
import { PhotoGallery } from '../components/photo-gallery';
import { JsonLd } from '@/components/ui/json-ld';
import { hotelLd } from '@/lib/structured-data/hotel';
import { Icon, type IconShape } from '@/components/ui/icon';
import { pinIcon } from '@/components/ui/icons/places';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { lazyWithPreload } from '@/components/lazy-with-preload';
import { KeepPrerendered } from '@/components/keep-prerendered';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { useAppStarted } from '@/lib/use-app-started';
import { useSearchParamsWriter } from '@/lib/use-search-params-writer';
import { useClientValue } from '@/lib/use-client-value';

const pageLinks = [
  { href: '#rooms', label: 'Rooms' },
  { href: '#facilities', label: 'Facilities' },
  { href: '#gallery', label: 'Gallery' },
  { href: '#contact', label: 'Contact' },
] as const;

export function HotelAsterPage() {
  const content = useQuery(hotelAsterQueries.content());
  return (
    <>
      <PageMeta
        title="Hotel Aster, Gangtok: Rooms, Tariff and Photos"
        description="Hotel Aster in Tadong, Gangtok: five room types with room-only, breakfast and half-board prices, an in-house restaurant, a travel desk, free WiFi and parking."
        image="/images/aster/hero.webp"
      />
      {content.data && <JsonLd data={hotelLd(content.data.rooms, content.data.profile.contact)} />}
      <Hero />
      <nav aria-label="On this page" className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
          {pageLinks.map((link) => (
            <li key={link.href} className="shrink-0">
              <a
                href={link.href}
                className="block rounded-full px-3 py-2 text-sm font-semibold text-slate-700 sm:px-4 hover:bg-brand-50 hover:text-brand-800"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Intro roomTypes={content.data?.rooms.length} />
      {content.isError && (
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <InlineNotice kind="error">We could not load the rooms and prices. Please refresh the page to try again.</InlineNotice>
        </div>
      )}
      {content.isPending ? <HotelSkeleton /> : content.data && <HotelContent aster={content.data} />}
    </>
  );
}

function HotelSkeleton() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-16 sm:px-6" aria-busy="true" aria-label="Loading rooms and prices">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

// The rooms and the stay planner load with the page, beside its first chunk rather than in it: the prerendered rooms
// hydrate as they were built (boot waits for eager chunks), and the page's first script stays within the bench's
// size budget (the planner carries the room pricing and the calendar).
const RoomChoices = lazyWithPreload(() => import('../components/room-choices').then((module) => module.RoomChoices), {
  eager: true,
});

const noDate = () => '';
const noSearch = new URLSearchParams();

function HotelContent({ aster }: { aster: HotelAster }) {
  const labels = seasonLabels(aster.profile.seasons);
  // The stay being planned lives in the address; the prerendered page and its hydration show the plain planner.
  const started = useAppStarted();
  const today = useClientValue(todayCalendarDate, noDate);
  const [params, writeParams, latestParams] = useSearchParamsWriter();
  const search = started ? params : noSearch;
  const latestSearch = () => (started ? latestParams() : noSearch);
  const setSearch = (update: (current: URLSearchParams) => string) =>
    writeParams((current) => new URLSearchParams(update(current)), { replace: true, preventScrollReset: true });
  return (
    <>
      <Section id="rooms" eyebrow="Stay with us" title="Rooms & tariff" tone="muted">
        <p className="max-w-3xl text-slate-700">
          {roomTypesInWords(aster.rooms.length)} room {aster.rooms.length === 1 ? 'type' : 'types'}, each on three meal plans:{' '}
          <strong>EP</strong> (room only), <strong>CP</strong> (with breakfast) and <strong>MAP</strong> (with breakfast and
          dinner). Prices are per room, per night, in Indian rupees.
        </p>
        <dl className="mt-4 flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <div>
            <dt className="inline font-semibold text-slate-900">Season:</dt> <dd className="inline">{labels.season}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-slate-900">Off-season:</dt> <dd className="inline">{labels.offSeason}</dd>
          </div>
          {(aster.profile.periods ?? []).map((period) => (
            <div key={period.id}>
              <dt className="inline font-semibold text-slate-900">{period.name}:</dt>{' '}
              <dd className="inline">
                {period.ranges.map(periodRangeLabel).join(', ')}
                {period.minNights > 1 ? ` (at least ${period.minNights} nights)` : ''}
              </dd>
            </div>
          ))}
        </dl>
        <Suspense fallback={null}>
          <RoomChoices
            rooms={aster.rooms}
            calendar={aster.profile}
            search={search}
            onSearch={setSearch}
            latestSearch={latestSearch}
            today={today}
          />
        </Suspense>
      </Section>
      <Section id="facilities" eyebrow="Everything close at hand" title="Facilities">
        <KeepPrerendered from={[aster.profile.facilities]}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {aster.profile.facilities.map((facility) => (
              <li key={facility.name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <FacilityIcon name={facility.name} />
                </span>
                <div>
                  <h3 className="font-bold text-brand-900">{facility.name}</h3>
                  <p className="mt-1 text-slate-700">{facility.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </KeepPrerendered>
      </Section>
      <Section id="gallery" eyebrow="A look around" title="Photo gallery" tone="muted">
        <p className="-mt-2 mb-8 text-slate-700">Select a photo to see it larger.</p>
        <PhotoGallery images={aster.profile.gallery} />
      </Section>
      <Contact contact={aster.profile.contact} />
      <div className="bg-white">
        <EnquirySection
          subject="Hotel Aster"
          title="Send us an enquiry"
          intro="Tell us your dates, how many of you are coming and anything you would like to know. We reply within one working day, usually much sooner."
          className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-20"
        />
      </div>
    </>
  );
}

const numberWords = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
const roomTypesInWords = (count: number) => numberWords[count] ?? String(count);

function Hero() {
  return (
    <section aria-labelledby="hotel-title" className="relative isolate overflow-hidden bg-brand-900">
      <img
        src="/images/aster/hero.webp"
        srcSet="/images/aster/hero-800.webp 800w, /images/aster/hero.webp 1600w"
        sizes="100vw"
        alt=""
        width="1600"
        height="900"
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900/90 via-brand-900/55 to-brand-900/30"
      />
      <div className="mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-end px-4 pb-14 pt-28 sm:min-h-[36rem] sm:px-6 lg:min-h-[40rem] lg:pb-20">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white backdrop-blur">
          <Icon shape={pinIcon} className="size-4 text-accent-400" />
          Tadong, Gangtok, Sikkim
        </p>
        <h1 id="hotel-title" className="mt-4 max-w-3xl font-display text-4xl font-bold leading-tight text-white sm:text-6xl">
          Hotel Aster, Gangtok
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl">
          Our own family-run hotel on the Tadong hillside: warm rooms, home-style Sikkimese food and a travel desk that knows
          every road north.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#rooms" className={buttonClasses('accent', 'lg')}>
            See rooms &amp; prices
          </a>
          <a
            href="#contact"
            className={buttonClasses('secondary', 'lg', 'border-white/70 bg-white/10 text-white hover:bg-white/20')}
          >
            Contact the hotel
          </a>
        </div>
      </div>
    </section>
  );
}

function Intro({ roomTypes }: { roomTypes: number | undefined }) {
  const facts = [
    { value: roomTypes === undefined ? '…' : String(roomTypes), label: 'room types' },
    { value: '3', label: 'meal plans' },
    { value: '24/7', label: 'hot water' },
  ];
  return (
    <section
      aria-labelledby="intro-title"
      className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Welcome</p>
        <h2 id="intro-title" className="mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
          A quiet base above the bustle of Gangtok
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
          <p>
            Hotel Aster sits in Daragaon, Tadong, on the National Highway into Gangtok: a short drive from MG Marg, yet far enough
            from the traffic for quiet nights and wide views over the valley.
          </p>
          <p>
            It is run by the same team as {site.name}, so permits for Tsomgo Lake, Nathula and North Sikkim, your cab and your
            sightseeing can all be arranged at the front desk.
          </p>
        </div>
        <dl className="mt-8 grid grid-cols-3 gap-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col rounded-2xl bg-brand-50 px-3 py-5 text-center">
              <dt className="text-sm text-slate-700">{fact.label}</dt>
              <dd className="order-first font-display text-3xl font-bold text-brand-800">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <img
        src="/images/aster/gallery/04.webp"
        alt="View of the valley from the hotel terrace"
        width="1000"
        height="750"
        loading="lazy"
        className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
      />
    </section>
  );
}

function Section({
  id,
  eyebrow,
  title,
  tone,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  tone?: 'muted';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-32 ${tone === 'muted' ? 'bg-slate-50' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>
        <h2 id={`${id}-title`} className="mb-6 mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Contact({ contact }: { contact: HotelContact }) {
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Hotel Aster, ${contact.address}`)}`;
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-32 bg-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Book direct</p>
          <h2 id="contact-title" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            Contact Hotel Aster
          </h2>
          <p className="mt-4 max-w-xl text-lg text-brand-100">
            Call or write to the hotel for availability, group rates and airport or NJP pick-ups. We answer quickly, in English,
            Hindi and Nepali.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#enquiry" className={buttonClasses('accent', 'lg')}>
              Send an Inquiry
            </a>
            <WhatsAppLink
              message="Hello Hotel Aster, I would like to ask about a stay."
              size="lg"
              className="border-white/70 bg-white/10 text-white hover:bg-white/20"
              iconClassName=""
            />
          </div>
        </div>
        <address className="not-italic">
          <ul className="divide-y divide-white/10 rounded-3xl bg-white/5 p-2 ring-1 ring-white/10">
            <ContactRow label="Phone" icon={contactIcons.phone}>
              <a href={phoneHref(contact.phone)} className="font-semibold text-white underline-offset-4 hover:underline">
                {formatPhone(contact.phone)}
              </a>
            </ContactRow>
            <ContactRow label="E-mail" icon={contactIcons.email}>
              <a href={`mailto:${contact.email}`} className="font-semibold text-white underline-offset-4 hover:underline">
                {contact.email}
              </a>
            </ContactRow>
            <ContactRow label="Address" icon={contactIcons.address}>
              <span className="block">{contact.address}</span>
              <a
                href={mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-block text-sm font-semibold text-accent-400 underline-offset-4 hover:underline"
              >
                Get directions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </ContactRow>
          </ul>
        </address>
      </div>
    </section>
  );
}

/** The contact list's own line-drawn set. */
const contactIcons: Record<'phone' | 'email' | 'address', IconShape> = {
  phone: {
    box: 24,
    line: 1.75,
    paths: [
      'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.3 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.2.2 2.4.6 3.6a1 1 0 0 1-.3 1l-2.2 2.2Z',
    ],
  },
  email: {
    box: 24,
    line: 1.75,
    paths: [
      'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Zm1.8.3L12 12.2l7.2-5.4',
    ],
  },
  address: {
    box: 24,
    line: 1.75,
    paths: ['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'],
  },
};

function ContactRow({ label, icon, children }: { label: string; icon: IconShape; children: ReactNode }) {
  return (
    <li className="flex gap-4 p-4 sm:p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-accent-400">
        <Icon shape={icon} className="size-5" />
      </span>
      <div className="min-w-0 break-words">
        <p className="text-sm text-brand-200">{label}</p>
        <div className="mt-0.5 text-lg">{children}</div>
      </div>
    </li>
  );
}
