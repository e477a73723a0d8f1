#!/usr/bin/env node
// Grants or revokes the `admin` custom claim that firestore.rules and storage.rules check.
// Hosted: the service account in GOOGLE_APPLICATION_CREDENTIALS. Emulator: whenever
// FIREBASE_AUTH_EMULATOR_HOST is set (firebase-admin then talks to it, no credentials needed).

import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { CommandError, connectAdmin, demoProjectId, importTypeScript, runCommand, UsageError } from './firebase-cli.mjs';

const usage = `Usage:
  npm run admin:grant -- <email> [--project <id>] [--force]
  npm run admin:revoke -- <email> [--project <id>]

  grant refuses an account whose e-mail address is not verified, unless --force is given.

  The project defaults to the one of the service account key (GOOGLE_APPLICATION_CREDENTIALS), or to
  ${demoProjectId} when FIREBASE_AUTH_EMULATOR_HOST points at the Auth emulator.`;

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return { help: true };
  const [change, email, ...extra] = positionals;
  if (change !== 'grant' && change !== 'revoke')
    throw new UsageError(`Unknown action ${change ?? '(none)'}: use grant or revoke.`);
  if (!email || extra.length > 0) throw new UsageError('Give exactly one e-mail address.');
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UsageError(`${email} does not look like an e-mail address.`);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId =
    values.project ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? (emulator ? demoProjectId : undefined);
  return { change, email, projectId, emulator, force: values.force };
}

async function main() {
  const options = readOptions();
  if (options.help) return console.log(usage);
  const { changeAdminClaim, NoSuchUserError, UnverifiedEmailError } = await importTypeScript('seed/scripts/admin-claims.ts');
  const app = connectAdmin({ projectId: options.projectId, hosted: !options.emulator });
  const where = options.emulator
    ? `the Auth emulator at ${options.emulator}`
    : `project ${options.projectId ?? '(from the credentials)'}`;
  try {
    const { uid, email, changed } = await changeAdminClaim(getAuth(app), options.email, options.change, { force: options.force });
    const who = `${email} (uid ${uid}) in ${where}`;
    if (!changed) {
      console.log(
        options.change === 'grant' ? `${who} already is an admin: nothing changed.` : `${who} is not an admin: nothing changed.`,
      );
    } else if (options.change === 'grant') {
      console.log(`${who} is now an admin. Sign out and in again (or wait up to an hour) for the claim to reach the session.`);
    } else {
      console.log(
        `${who} is no longer an admin; their sessions were revoked and end at the next token refresh (within an hour).`,
      );
    }
  } catch (error) {
    if (error instanceof NoSuchUserError) throw new CommandError(`${error.message} (looked in ${where})`);
    if (error instanceof UnverifiedEmailError) throw new CommandError(error.message);
    throw error;
  } finally {
    await deleteApp(app);
  }
}

await runCommand(main, usage);
