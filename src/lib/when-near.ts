/**
 * Runs `then` once `element` comes within `margin` of its scrolling `root`'s view (the window's by default), and
 * returns what cancels the watch. Where the browser cannot tell (no IntersectionObserver: the unit tests' DOM), it
 * never runs: the caller decides what stands in.
 */
export function whenNear(
  element: Element,
  then: () => void,
  { root = null, margin = '50% 0px' }: { root?: Element | null; margin?: string } = {},
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { root, rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
