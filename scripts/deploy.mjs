#!/usr/bin/env node
/**
 * `npm run deploy`: builds the site from the live Firebase project and publishes it.
 *   1. reads the build configuration (.env.local and the environment, as `vite build` does) and refuses the demo
 *      (VITE_BACKEND=local), a missing Firebase configuration and the emulators (VITE_USE_EMULATORS=true)
 *   2. `firebase deploy --only firestore:rules,firestore:indexes,storage`: the rules first, because the build reads
 *      the project as any visitor does, and the code being deployed may read what only the new rules allow
 *   3. the Cloud Functions (scripts/build-functions.mjs, then `firebase deploy --only functions`): before the site,
 *      whose booking and enquiry forms call them
 *   4. `npm run build`: type check, client build, and the public pages and sitemap prerendered from the project
 *   5. checks dist/: a firebase build (dist/build-info.json) for this project, made just now
 *   6. `firebase deploy --only hosting`
 *   7. deletes the functions the source no longer has (retiredFunctions in scripts/deploy-checks.ts) that the project
 *      still runs: `firebase functions:list --json`, then `firebase functions:delete <names> --region <r> --force`.
 *      After the site, because the site it replaced may still call them; `firebase deploy` itself leaves them.
 * Every firebase-tools call names the project: --project <VITE_FIREBASE_PROJECT_ID>.
 * Flags: --skip-build (deploy the dist/ there is, still checked), --dry-run (print the deploy commands, deploy
 * nothing; still builds). firebase-tools needs a signed-in account: `npx firebase login` once per machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const started = new Date();

const { module: checks } = await runnerImport(join(root, 'scripts/deploy-checks.ts'));

function refuse(error) {
  if (!(error instanceof Error) || error.name !== 'DeployRefused') throw error;
  console.error(`✖ npm run deploy refused: ${error.message}`);
  process.exit(1);
}

function run(command, commandArgs) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let projectId;
try {
  ({ projectId } = checks.deployTarget(loadEnv('production', root, 'VITE_')));
} catch (error) {
  refuse(error);
}
console.log(`Deploying the live site of Firebase project ${projectId}`);

const dryRun = args.has('--dry-run');
const firebase = join(root, 'node_modules/.bin/firebase');
function deploy(only) {
  const command = [firebase, 'deploy', '--only', only, '--project', projectId];
  if (dryRun) console.log(`\nDry run: would run ${command.join(' ')}`);
  else run(command[0], command.slice(1));
}

deploy('firestore:rules,firestore:indexes,storage');
run(process.execPath, [join(root, 'scripts/build-functions.mjs')]);
deploy('functions');
if (!args.has('--skip-build')) run('npm', ['run', 'build']);

const dist = join(root, 'dist');
const infoFile = join(dist, 'build-info.json');
const assets = join(dist, 'assets');
const bundle = existsSync(assets)
  ? readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
  : [];
try {
  checks.checkBuild(
    existsSync(infoFile) ? readFileSync(infoFile, 'utf8') : null,
    bundle,
    projectId,
    args.has('--skip-build') ? null : started,
  );
} catch (error) {
  refuse(error);
}
const info = JSON.parse(readFileSync(infoFile, 'utf8'));
console.log(`dist/ is a firebase build for ${projectId} with ${info.pages} prerendered pages (built ${info.builtAt})`);

deploy('hosting');

const retired = checks.retiredFunctions;
if (retired.length > 0 && dryRun) {
  console.log(`\nDry run: would delete whichever of ${retired.join(', ')} the project still runs (functions:delete --force)`);
} else if (retired.length > 0) {
  console.log(`\n$ ${firebase} functions:list --json --project ${projectId}`);
  const listed = spawnSync(firebase, ['functions:list', '--json', '--project', projectId], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let deployed = [];
  try {
    deployed = checks.retiredStillDeployed(listed.stdout ?? '');
  } catch (error) {
    refuse(error);
  }
  if (deployed.length === 0) console.log(`None of the retired functions (${retired.join(', ')}) is deployed.`);
  for (const deleteArgs of checks.deleteFunctionsArgs(deployed, projectId)) run(firebase, deleteArgs);
}
if (!dryRun) console.log(`\nLive at https://${projectId}.web.app (and your own domain, if attached).`);
