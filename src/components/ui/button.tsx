import type { ButtonHTMLAttributes, ComponentProps, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';

type Variant = 'primary' | 'accent' | 'secondary' | 'danger' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  accent: 'bg-accent-500 text-brand-900 hover:bg-accent-400 disabled:bg-accent-500/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

const sizes: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: Variant;
  size?: Size;
  /**
   * Where the link goes when followed, if that can be ahead of the rendered `to`: a link built from a choice kept in
   * the page's address (Book Now) while the last change of it is still rendering, which React does in a transition
   * that a tap on a slow phone can beat. A plain click then goes there; a click that opens a new tab or window keeps
   * `to`.
   */
  latestTo?: () => string;
}

export function ButtonLink({ variant, size, className = '', latestTo, onClick, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const followLatest = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!latestTo || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const to = latestTo();
    if (to === props.to) return;
    event.preventDefault();
    void navigate(to, { replace: props.replace, state: props.state as unknown, preventScrollReset: props.preventScrollReset });
  };
  return <Link className={buttonClasses(variant, size, className)} {...props} onClick={followLatest} />;
}
