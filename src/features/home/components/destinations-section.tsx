import { Link } from 'react-router';
import { destinations } from '@/content/home';
import { tourListPath } from '@/lib/paths';
import { SectionHeading } from './section-heading';

/** The tour list filtered to the packages that cover the place. */
const toursTo = (place: string) => tourListPath(new URLSearchParams({ destination: place }));

export function DestinationsSection() {
  return (
    <section aria-labelledby="destinations-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="destinations-title" eyebrow="Where we travel" title="Popular Destinations">
          From the monasteries of Sikkim to the dzongs of Bhutan, these are the places our travellers fall for.
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {destinations.map((destination) => (
            <li key={destination.name}>
              {/* The whole card opens the list through the name's link stretched over it: one link per card. */}
              <figure className="group relative isolate aspect-[16/10] min-[480px]:aspect-[4/3] overflow-hidden rounded-2xl bg-slate-300 shadow-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-accent-500">
                <img
                  src={destination.image}
                  alt={`${destination.name}: ${destination.tagline}`}
                  width="800"
                  height="600"
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
                <div
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/85 via-slate-950/25 to-transparent"
                />
                <figcaption className="absolute inset-x-0 bottom-0 p-5 text-white">
                  <h3 className="font-display text-2xl font-bold">
                    <Link to={toursTo(destination.name)} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {destination.name}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-white/90">{destination.tagline}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
