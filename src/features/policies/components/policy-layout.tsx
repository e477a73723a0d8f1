import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { formatDate } from '@/lib/format';
import { BusinessAddress, BusinessEmailLink, BusinessPhoneLink, SupportHours } from '@/components/business/business-details';
import { site } from '@/lib/site';
import { cancellationPolicyPath, privacyPolicyPath, shippingPolicyPath, termsPath } from '@/lib/paths';

export interface PolicySection {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyLayoutProps {
  title: string;
  description: string;
  /** ISO date-time of the last change to the text. */
  lastUpdated: string;
  intro: ReactNode;
  sections: PolicySection[];
}

const otherPolicies = [
  { to: privacyPolicyPath(), label: 'Privacy Policy' },
  { to: termsPath(), label: 'Terms and Conditions' },
  { to: cancellationPolicyPath(), label: 'Cancellation & Refund Policy' },
  { to: shippingPolicyPath(), label: 'Shipping / Booking Delivery Policy' },
] as const;

/** The frame every policy page shares: title, date, table of contents, numbered sections and our contacts. */
export function PolicyLayout({ title, description, lastUpdated, intro, sections }: PolicyLayoutProps) {
  const all = [...sections, contactSection];
  return (
    <>
      <PageMeta title={title} description={description} />
      <header className="border-b border-slate-200 bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{site.name}</p>
          <h1 className="mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-700">
            Last updated: <time dateTime={lastUpdated.slice(0, 10)}>{formatDate(lastUpdated)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-labelledby="policy-toc" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="policy-toc" className="text-sm font-bold uppercase tracking-wider text-slate-600">
              On this page
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {all.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <span className="w-5 shrink-0 font-semibold tabular-nums text-brand-700">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <nav aria-label="Other policies" className="mt-6 hidden px-2 text-sm lg:block">
            <ul className="space-y-2">
              {otherPolicies
                .filter((policy) => policy.label !== title)
                .map((policy) => (
                  <li key={policy.to}>
                    <Link to={policy.to} className="font-semibold text-brand-700 hover:underline">
                      {policy.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </aside>
        <div className="min-w-0 max-w-3xl">
          <div className="policy-text text-lg leading-relaxed text-slate-700">{intro}</div>
          {all.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
              <h2 id={`${section.id}-title`} className="font-display text-2xl font-bold text-brand-900">
                <span className="mr-2 text-brand-500">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="policy-text mt-4 space-y-4 leading-relaxed text-slate-700">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

const contactSection: PolicySection = {
  id: 'contact',
  title: 'Contact us',
  body: (
    <>
      <p>Questions about this policy or a booking? Write or call us; we are happy to explain anything here.</p>
      <address className="not-italic">
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-900">Company</dt>
          <dd>{site.name}</dd>
          <dt className="font-semibold text-slate-900">Address</dt>
          <dd>
            <BusinessAddress />
          </dd>
          <dt className="font-semibold text-slate-900">Phone</dt>
          <dd>
            <BusinessPhoneLink className="font-semibold text-brand-700 underline" />
          </dd>
          <dt className="font-semibold text-slate-900">E-mail</dt>
          <dd>
            <BusinessEmailLink className="font-semibold text-brand-700 underline" />
          </dd>
          <dt className="font-semibold text-slate-900">Support hours</dt>
          <dd>
            <SupportHours />
          </dd>
        </dl>
      </address>
    </>
  ),
};

/** Bulleted list in the policies' typography. */
export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">{children}</ul>;
}
