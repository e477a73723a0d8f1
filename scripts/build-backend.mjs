#!/usr/bin/env node
// First step of `npm run build`: says at once which backend the build is for, or stops with the message of
// src/lib/config.ts (the same check vite.config.ts makes) before the type check spends half a minute.
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module: config } = await runnerImport(`${root}src/lib/config.ts`);
try {
  const env = loadEnv('production', root, 'VITE_');
  const kind = config.backendKindForBuild(env);
  const emulators = config.readEmulatorHosts(env) ? ' on the emulators' : '';
  console.log(
    kind === 'local'
      ? 'Building the embedded demo (VITE_BACKEND=local).'
      : `Building for Firebase project ${config.readFirebaseConfig(env).projectId}${emulators}.`,
  );
} catch (error) {
  if (!(error instanceof Error) || error.name !== 'BackendChoiceError') throw error;
  console.error(error.message);
  process.exit(1);
}
