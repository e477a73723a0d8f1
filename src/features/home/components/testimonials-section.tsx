import { testimonials } from '@/content/home';
import { SectionHeading } from './section-heading';
import { Icon, type IconShape } from '@/components/ui/icon';

const quoteIcon: IconShape = {
  box: 32,
  paths: [
    'M13 8H7a4 4 0 0 0-4 4v6a2 2 0 0 0 2 2h5a6 6 0 0 1-6 6v2a8 8 0 0 0 8-8v-8a4 4 0 0 0 1-4Zm16 0h-6a4 4 0 0 0-4 4v6a2 2 0 0 0 2 2h5a6 6 0 0 1-6 6v2a8 8 0 0 0 8-8v-8a4 4 0 0 0 1-4Z',
  ],
};

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-900 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="testimonials-title" eyebrow="Traveller stories" title="What Our Travellers Say" tone="dark">
          Kind words from guests who have explored the mountains with us.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-lg">
                <Icon shape={quoteIcon} className="size-8 text-accent-500" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                  <p>{testimonial.review}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
                  <img
                    src={testimonial.image}
                    alt={`Portrait of ${testimonial.name}`}
                    width="200"
                    height="200"
                    loading="lazy"
                    decoding="async"
                    className="size-14 rounded-full bg-slate-200 object-cover"
                  />
                  <span>
                    <span className="block font-bold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.tour}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
