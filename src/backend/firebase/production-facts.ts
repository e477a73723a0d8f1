/**
 * What production enforces that the emulators cannot show, apart from the indexes (./firestore-queries.ts): said
 * once here, read by functions/src/index.ts, and held by ./production-facts.test.ts.
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
