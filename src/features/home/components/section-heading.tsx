import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}

/** The h2 of a home section with its small overline and intro, in one consistent style. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center', tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className={`text-sm font-bold uppercase tracking-wider ${dark ? 'text-accent-400' : 'text-accent-700'}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-2 font-display text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}>
        {title}
      </h2>
      {children ? <p className={`mt-4 text-lg ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{children}</p> : null}
    </div>
  );
}
