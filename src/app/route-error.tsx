/** Fallback for an unexpected error while rendering a page. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-red-800">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-mono text-sm text-red-900">{message}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Go back home
      </a>
    </main>
  );
}
