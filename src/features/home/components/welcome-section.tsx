import { site } from '@/lib/site';

export function WelcomeSection() {
  return (
    <section aria-labelledby="welcome-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-accent-700">Namaste from Gangtok</p>
          <h2 id="welcome-title" className="mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            Welcome to {site.name}
          </h2>
          <div className="mt-5 space-y-4 text-base leading-relaxed sm:text-lg text-slate-700">
            <p>
              We are a small travel team based in Tadong, Gangtok, and the mountains you are dreaming of are the ones we see from
              our windows every morning. For years we have helped families, honeymooners and first-time trekkers discover Sikkim,
              Darjeeling, Kalimpong, Bhutan, Nepal and the North-East at an easy, unhurried pace.
            </p>
            <p>
              We take care of the details that make hill travel smooth: permits for Tsomgo Lake and Bhutan, drivers who know every
              hairpin bend, warm hotels, and a phone that is answered when you need it. You bring the curiosity; we will bring the
              chai and the view of Kanchenjunga.
            </p>
          </div>
        </div>
        <img
          src="/images/home/welcome.webp"
          alt="Travellers with our guide beside a monastery in the Sikkim hills"
          width="1000"
          height="750"
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-3xl bg-slate-200 object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
