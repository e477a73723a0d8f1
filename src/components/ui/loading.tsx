/** A loading line that screen readers announce. */
export function Loading({ children = 'Loading...' }: { children?: string }) {
  return (
    <p role="status" className="py-16 text-center text-slate-600">
      {children}
    </p>
  );
}
