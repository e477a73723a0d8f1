import type { ReactNode } from 'react';

/** The heading band of every admin screen: title, one line on what it is for, and its main action. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {/* Focusable from script only: focus lands here when the last row of a table is deleted. */}
        <h1 tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="mt-1 max-w-2xl text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
