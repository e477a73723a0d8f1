import { readBackendKind, readEmulatorHosts, readFirebaseConfig } from '../src/lib/config.ts';

/**
 * What `npm run deploy` (scripts/deploy.mjs) checks before and after it builds, kept apart so it can be tested:
 * a deploy publishes the live project's site, never the embedded demo or a build for the emulators.
 */

export class DeployRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployRefused';
  }
}

type Env = Record<string, string | undefined>;

/** The project to deploy to, from the build configuration (.env.local); refuses anything but a live Firebase build. */
export function deployTarget(env: Env): { projectId: string } {
  const kind = readBackendKind(env);
  if (kind === 'local') {
    throw new DeployRefused(
      "VITE_BACKEND=local makes the embedded demo, which keeps bookings in each visitor's browser: unset it to deploy the live site.",
    );
  }
  const config = readFirebaseConfig(env);
  if (!config) {
    throw new DeployRefused(
      'No Firebase configuration: put the web app configuration of the live project in .env.local (docs/deploy.md, step 4).',
    );
  }
  if (readEmulatorHosts(env)) {
    throw new DeployRefused('VITE_USE_EMULATORS=true points the site at the local emulators: unset it to deploy the live site.');
  }
  return { projectId: config.projectId };
}

/**
 * The built dist/ is a firebase build for `projectId`, made after `since` when given: its build-info.json says so,
 * and the project id is in its scripts.
 */
export function checkBuild(
  buildInfoText: string | null,
  bundleTexts: readonly string[],
  projectId: string,
  since: Date | null,
): void {
  if (buildInfoText === null)
    throw new DeployRefused(
      'dist/build-info.json is missing: dist/ is not a complete build. Run npm run deploy without --skip-build.',
    );
  let info: unknown;
  try {
    info = JSON.parse(buildInfoText);
  } catch {
    throw new DeployRefused('dist/build-info.json is not JSON: rebuild.');
  }
  const { backend, builtAt } = (info ?? {}) as { backend?: unknown; builtAt?: unknown };
  if (backend !== 'firebase') {
    throw new DeployRefused(
      `dist/ is a ${String(backend)} build (dist/build-info.json), not one for Firebase: it would publish the demo. Rebuild with the live configuration.`,
    );
  }
  if (since && !(typeof builtAt === 'string' && Date.parse(builtAt) >= since.getTime())) {
    throw new DeployRefused(`dist/build-info.json is from ${String(builtAt)}, older than this deploy: the build did not finish.`);
  }
  // As a string literal in any quotes (the minifier picks them).
  const literal = new RegExp(`["'\`]${projectId.replace(/[^\w-]/g, '\\$&')}["'\`]`);
  if (!bundleTexts.some((text) => literal.test(text))) {
    throw new DeployRefused(`No script in dist/assets names the project ${projectId}: dist/ was built for another project.`);
  }
}

/**
 * Functions the source no longer has, which a project deployed before may still run: `npm run deploy` deletes them
 * once the new site is live (the site it replaces may still call them until then). `firebase deploy --only
 * functions` does not delete such a function by itself: in a terminal it asks, defaulting to no, and without one
 * (CI) it stops the functions' deploy. Add a callable here when it is renamed or removed, so production loses it too.
 */
export const retiredFunctions: readonly string[] = [
  // Renamed createWalkInBooking and linkWalkInBooking: 'desk' is the permit desk.
  'createDeskBooking',
  'linkDeskBooking',
];

/** The functions the source exports (functions/src/index.ts): each `export const name = on...(`. */
export function exportedFunctions(indexSource: string): string[] {
  return [...indexSource.matchAll(/^export const (\w+) = on\w+\(/gm)].map((match) => match[1] ?? '');
}

const byHand = (retired: readonly string[]) =>
  `the site is live, but the retired functions were not looked for: delete any still deployed with firebase functions:delete ${retired.join(' ')} --force`;

/**
 * Which retired functions the project still runs, and where, from what `firebase functions:list --json` printed;
 * refuses what it cannot read rather than guess that none are left.
 */
export function retiredStillDeployed(
  listOutput: string,
  retired: readonly string[] = retiredFunctions,
): { id: string; region: string }[] {
  let listed: unknown;
  try {
    listed = JSON.parse(listOutput.slice(listOutput.indexOf('{')));
  } catch {
    throw new DeployRefused(`firebase functions:list --json printed no JSON: ${byHand(retired)}`);
  }
  const { status, result } = (listed ?? {}) as { status?: unknown; result?: unknown };
  if (status !== 'success' || !Array.isArray(result)) {
    throw new DeployRefused(`firebase functions:list --json did not list the functions: ${byHand(retired)}`);
  }
  return (result as { id?: unknown; region?: unknown }[])
    .filter((fn): fn is { id: string; region: string } => typeof fn.id === 'string' && typeof fn.region === 'string')
    .filter((fn) => retired.includes(fn.id))
    .map(({ id, region }) => ({ id, region }));
}

/** The firebase-tools arguments that delete these functions without asking, one call per region. */
export function deleteFunctionsArgs(functions: readonly { id: string; region: string }[], projectId: string): string[][] {
  const regions = [...new Set(functions.map((fn) => fn.region))].sort();
  return regions.map((region) => [
    'functions:delete',
    ...functions.filter((fn) => fn.region === region).map((fn) => fn.id),
    '--region',
    region,
    '--force',
    '--project',
    projectId,
  ]);
}
