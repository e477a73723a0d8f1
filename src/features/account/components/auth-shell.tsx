import type { ReactNode } from 'react';

interface AuthShellProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame shared by sign-in and sign-up: a calm card over a mountain photo on wide screens. */
export function AuthShell({ title, intro, children, footer }: AuthShellProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto grid max-w-6xl items-stretch gap-0 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2">
        <div className="relative hidden overflow-hidden rounded-l-3xl lg:block">
          <img
            src="/images/destinations/sikkim.webp"
            alt=""
            width="800"
            height="600"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-brand-900/90 via-brand-900/30 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 p-10 text-white">
            <p className="font-display text-3xl font-bold leading-tight">Plan your next Himalayan journey</p>
            <p className="mt-3 text-brand-100">
              Save time at booking and let our Gangtok team reach you with everything you need before you travel.
            </p>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10 lg:max-w-none lg:rounded-l-none">
          <h1 className="font-display text-3xl font-bold text-brand-900">{title}</h1>
          <p className="mt-2 text-slate-600">{intro}</p>
          <div className="mt-8">{children}</div>
          <p className="mt-8 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">{footer}</p>
        </div>
      </div>
    </div>
  );
}
