// Shared by the seed and admin-claim commands: loading this repo's TypeScript, connecting firebase-admin
// to an emulator or a hosted project, and turning the usual failures into sentences that say what to do.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { runnerImport } from 'vite';

/** The project id the emulators run under (a `demo-` id never reaches a real project). */
export const demoProjectId = 'demo-himalayan-aster';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A mistake in how the command was called: printed with the usage, no stack trace. */
export class UsageError extends Error {}

/** A failure the command foresaw and explains itself (no such user...): printed without a stack trace. */
export class CommandError extends Error {}

/**
 * Imports one of this repo's TypeScript modules (the seed data, the schemas). Node 20 cannot run
 * TypeScript itself and the data imports without file extensions; Vite, already a dependency, can.
 */
export async function importTypeScript(pathFromRepoRoot) {
  const { module } = await runnerImport(join(repoRoot, pathFromRepoRoot));
  return module;
}

/**
 * A firebase-admin app. Against an emulator no credentials are needed: firebase-admin sends its requests
 * to FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST whenever they are set. Against a hosted
 * project it uses Application Default Credentials: the service account key file named by
 * GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth application-default login`.
 */
export function connectAdmin({ projectId, hosted, storageBucket }) {
  if (!hosted) {
    skipCloudMetadataLookup();
    return initializeApp({ projectId });
  }
  const keyFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyFile && !existsSync(keyFile)) {
    throw new UsageError(`GOOGLE_APPLICATION_CREDENTIALS names ${keyFile}, which does not exist.`);
  }
  return initializeApp({
    credential: applicationDefault(),
    ...(projectId && { projectId }),
    ...(storageBucket && { storageBucket }),
  });
}

/**
 * Against an emulator the Google client libraries still look for default credentials on the way, which
 * includes asking the Compute Engine metadata server: seconds of waiting and a MetadataLookupWarning off
 * Google Cloud. The emulators need no credentials, so that lookup is switched off (gcp-metadata's own switch).
 */
export function skipCloudMetadataLookup() {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}

/** What the common failures of a hosted run mean, in words that say what to do about them. */
export function explain(error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UsageError || error instanceof CommandError) return message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (/default credentials|could not refresh access token|invalid_grant/i.test(message)) {
    return (
      `No usable Google credentials (${message.split('\n')[0]}).\n` +
      'Create a service account key (Firebase console > Project settings > Service accounts > Generate new private key),\n' +
      'then run with GOOGLE_APPLICATION_CREDENTIALS=/path/to/key.json. Never commit the key.'
    );
  }
  if (/Unable to detect a Project Id|Failed to determine project ID/i.test(message)) {
    return 'Could not tell which Firebase project to use: pass --project <id>, or set GOOGLE_APPLICATION_CREDENTIALS to a service account key (the key names its project).';
  }
  if (code === 7 || code === 403 || /PERMISSION_DENIED|permission/i.test(message)) {
    return `Permission denied (${message.split('\n')[0]}).\nUse the Firebase Admin SDK service account of this project, or one with the Firebase Admin role.`;
  }
  if (code === 5 && /database/i.test(message)) {
    return `${message.split('\n')[0]}\nCreate the Firestore database first (Firebase console > Firestore Database > Create database).`;
  }
  if (code === 14 || /ECONNREFUSED/.test(message)) {
    return `Could not reach the server (${message.split('\n')[0]}). Is the emulator running?`;
  }
  // Unforeseen: the stack is what a maintainer needs.
  return error instanceof Error ? (error.stack ?? message) : message;
}

/** Runs a command's main function: prints the explained error and sets a non-zero exit code on failure. */
export async function runCommand(main, usage) {
  try {
    await main();
  } catch (error) {
    // node:util parseArgs rejects unknown or malformed options with ERR_PARSE_ARGS_* codes.
    const isUsage = error instanceof UsageError || String(error?.code).startsWith('ERR_PARSE_ARGS');
    console.error(`Error: ${isUsage ? error.message : explain(error)}`);
    if (isUsage) console.error(`\n${usage}`);
    process.exitCode = 1;
  }
}
