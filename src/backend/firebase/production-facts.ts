/**
 * What production enforces that the emulators cannot show, apart from the indexes (./firestore-queries.ts): said
 * once here, read by functions/src/index.ts, and held by ./production-facts.test.ts. Hosting's headers are
 * firebase.json's: the test holds its Content-Security-Policy to the hosts production's calls go to, and the
 * journeys run under it (scripts/serve-hosting.mjs).
 */

/**
 * App Check on every callable: in production each call must carry a token from the site's reCAPTCHA Enterprise
 * provider (docs/deploy.md), so a script that is not the site cannot call the functions with a free account. On by
 * default; a project turns it off only by saying so (`ENFORCE_APP_CHECK=false` in functions/.env.<project>), for
 * example until its site key is configured. The emulators never enforce it.
 */
export function appCheckEnforced(env: { onEmulator: boolean; ENFORCE_APP_CHECK?: string }): boolean {
  if (env.onEmulator) return false;
  return env.ENFORCE_APP_CHECK?.trim().toLowerCase() !== 'false';
}

/**
 * How the callables scale in production (Cloud Functions 2nd gen): the emulator runs every call in one process, so
 * it cannot show that an instance under one whole CPU takes one request at a time, which with at most 10 instances
 * would refuse the eleventh booking of a rush (the Durga Puja morning). One CPU per instance lets each take up to
 * 40 calls at once (each call mostly waits on its Firestore transaction); `maxInstances` bounds the bill. Cold
 * starts are not hidden by a warm instance (that costs every hour): the first call after a quiet spell is slower,
 * and the booking form says "please try again" rather than fail if it gives up (docs/deploy.md).
 */
export const callableScaling = { memory: '512MiB', cpu: 1, concurrency: 40, maxInstances: 10 } as const;

/** How many calls the callables take at once at most: instances times calls per instance. */
export const callsAtOnce = (scaling: { cpu: number; concurrency: number; maxInstances: number }) =>
  // Below one CPU an instance serves one request at a time, whatever the concurrency asked.
  scaling.maxInstances * (scaling.cpu >= 1 ? scaling.concurrency : 1);
