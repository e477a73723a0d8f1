/**
 * zod's own code (its core, then its schema builders), then the entities' schemas in parts, each in a task of its
 * own when the app's start asks for it: short tasks instead of one long one while the page is answering its first
 * taps (each of these took 50-80 ms on the bench's phone when two or three shared a task). The first schemas built
 * also pay for zod's first use of its builders, so the formats and the travellers come apart from the fields and
 * the rest of pricing (each pair was one task of 48-54 ms). The adapter that imports them next finds them built.
 */
export async function loadSchemas(between: () => Promise<void>): Promise<void> {
  const steps = [
    () => import('zod/v4/core'),
    () => import('./zod-setup'),
    () => import('./schemas/formats'),
    () => import('./schemas/fields'),
    () => import('./schemas/travellers'),
    () => import('./schemas/pricing'),
    () => import('./schemas/catalog'),
    () => import('./schemas/hotel-aster'),
    () => import('./schemas/tax'),
    () => import('./schemas/quotes'),
    () => import('./schemas/alerts'),
    () => import('./schemas/bookings'),
    () => import('./schemas'),
  ];
  for (const step of steps) {
    await step();
    await between();
  }
}
