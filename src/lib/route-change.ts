import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const decodedPath = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** The browser's Navigation API, where there is one (Chromium; not jsdom, not older Safari or Firefox). */
const navigationApi = (): Navigation | undefined =>
  typeof window !== 'undefined' && 'navigation' in window ? window.navigation : undefined;

/**
 * Whether the address has changed since the page loaded. Until it has, the page shown is the address's, and the
 * snapshot stays the one the prerendered page was hydrated with (null): hydration finds nothing to render again.
 */
let navigated = false;

function subscribe(onChange: () => void): () => void {
  const navigation = navigationApi();
  const listener = () => {
    navigated = true;
    onChange();
  };
  navigation?.addEventListener('currententrychange', listener);
  return () => navigation?.removeEventListener('currententrychange', listener);
}

/** The page the address names now; null where the browser cannot say, so nothing is ever held inert there. */
function addressPath(): string | null {
  const url = navigated ? navigationApi()?.currentEntry?.url : undefined;
  return url ? decodedPath(new URL(url).pathname) : null;
}

const noPath = () => null;

/**
 * True while the address already names another page than the one shown.
 *
 * React Router changes the address at once and renders the new page in a transition, keeping the old page on screen
 * until the new one can paint (no blank main between pages). On a slow phone that can take a moment, and what a
 * person typed into the old page meanwhile would vanish with it: the layout makes the old page inert and busy
 * until then. A change of the search parameters alone (a filter, a planner's dates) is not a change of page.
 */
export function useRouteChanging(): boolean {
  const shown = decodedPath(useLocation().pathname);
  const address = useSyncExternalStore(subscribe, addressPath, noPath);
  return address !== null && address !== shown;
}
