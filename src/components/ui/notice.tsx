import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * Messages of the spec ('Booking successful! ...', 'Tour package saved successfully.') as accessible notices:
 * successes in a polite status region, failures in an assertive alert region. They live above the router, so
 * a notice stays on screen across the navigation that often follows it.
 */
export type NoticeKind = 'success' | 'error' | 'info';
interface NoticeItem {
  id: number;
  kind: NoticeKind;
  message: string;
}

type Notify = (kind: NoticeKind, message: string) => void;
const NoticeContext = createContext<Notify | null>(null);
/** Takes a message into the page (see useNoticeInPlace); returns the release. */
type Claim = (message: string) => () => void;
const ClaimContext = createContext<Claim | null>(null);

const timeoutMs = 8000;
let nextId = 1;

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NoticeItem[]>([]);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  // The notices' timers end with the provider: none fires into a page (or a test's window) that is gone.
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const notify = useCallback<Notify>(
    (kind, message) => {
      const id = nextId++;
      setItems((current) => [...current.filter((item) => item.message !== message), { id, kind, message }]);
      // Errors stay until dismissed: the reader may need them while fixing the form.
      if (kind === 'error') return;
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, timeoutMs);
      timers.current.add(timer);
    },
    [dismiss],
  );
  // Messages a page shows in place: announced by the live region as they arrive, then not drawn on top of the page.
  const [claimed, setClaimed] = useState<readonly string[]>([]);
  const claim = useCallback<Claim>((message) => {
    setClaimed((current) => [...current, message]);
    return () =>
      setClaimed((current) => {
        const at = current.indexOf(message);
        return at < 0 ? current : [...current.slice(0, at), ...current.slice(at + 1)];
      });
  }, []);
  const shown = useMemo(() => items.filter((item) => !claimed.includes(item.message)), [items, claimed]);
  const polite = useMemo(() => shown.filter((item) => item.kind !== 'error'), [shown]);
  const assertive = useMemo(() => shown.filter((item) => item.kind === 'error'), [shown]);

  return (
    <NoticeContext value={notify}>
      <ClaimContext value={claim}>{children}</ClaimContext>
      {/* Below the sticky header (4 rem), so a notice never hides the site's own links. */}
      <div className="pointer-events-none fixed inset-x-0 top-[4.75rem] z-50 flex flex-col items-center gap-2 px-3">
        <div role="status" aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
          {polite.map((item) => (
            <NoticeCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="flex w-full max-w-md flex-col gap-2">
          {assertive.map((item) => (
            <NoticeCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </NoticeContext>
  );
}

const tone: Record<NoticeKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  info: 'border-brand-500 bg-brand-50 text-brand-900',
  error: 'border-red-600 bg-red-50 text-red-900',
};

function NoticeCard({ item, onDismiss }: { item: NoticeItem; onDismiss: (id: number) => void }) {
  return (
    <div className={`pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 px-4 py-3 shadow-lg ${tone[item.kind]}`}>
      <p className="flex-1 text-sm font-medium">{item.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        className="rounded px-1 text-sm font-semibold underline-offset-2 hover:underline"
      >
        Dismiss
      </button>
    </div>
  );
}

export function useNotify(): Notify {
  const notify = use(NoticeContext);
  if (!notify) throw new Error('useNotify must be used inside <NoticeProvider>');
  return notify;
}

/**
 * For a page that says `message` itself, in place (the request-received panel says the booking notice): while it is
 * mounted a notice with these words is not also drawn over the page, so the reader sees it once. Null: nothing to
 * say in place (yet).
 */
export function useNoticeInPlace(message: string | null) {
  const claim = use(ClaimContext);
  // Before paint: the floating copy and the page's own never show together.
  useLayoutEffect(() => (message === null ? undefined : claim?.(message)), [claim, message]);
}

/** An inline message inside a page or form (for example a sign-in error in red). */
export function InlineNotice({ kind, children, id }: { kind: NoticeKind; children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 px-4 py-3 text-sm font-medium ${tone[kind]}`}
    >
      {children}
    </div>
  );
}
