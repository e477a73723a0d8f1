import { useId } from 'react';

/** A visible, labelled progress bar for one upload. `fraction` is 0..1. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="w-full">
      <div className="mb-1 flex justify-between gap-3 text-xs font-medium text-slate-700">
        <label htmlFor={id} className="truncate">
          {label}
        </label>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        id={id}
        max={100}
        value={percent}
        className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width]"
      >
        {percent}%
      </progress>
    </div>
  );
}
