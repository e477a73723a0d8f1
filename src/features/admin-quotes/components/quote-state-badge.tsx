import type { QuoteState } from '@/backend/schemas';

const colours: Record<QuoteState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-sky-100 text-sky-900',
  viewed: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-red-100 text-red-900',
};

/** Where a quote stands, in a word. */
export function QuoteStateBadge({ state, words }: { state: QuoteState; words: Record<QuoteState, string> }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[state]}`}>{words[state]}</span>;
}
