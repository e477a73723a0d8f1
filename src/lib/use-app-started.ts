import { useClientValue } from './use-client-value';

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from the render right
 * after, and at once on a page React renders afresh. Until then the markup must work without the app: plain
 * links, GET forms, CSS. Controls whose behaviour changes once the app runs (a tablist, a menu button's
 * aria-expanded) switch on this, so that hydration meets exactly the markup that was prerendered.
 */
export function useAppStarted(): boolean {
  return useClientValue(started, notStarted);
}

const started = () => true;
const notStarted = () => false;
