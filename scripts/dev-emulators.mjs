#!/usr/bin/env node
/**
 * Inner part of `npm run dev:emulators` (scripts/with-emulators.mjs starts the Auth and Firestore emulators
 * around it): seeds the sample data, creates the demo admin account with the `admin` claim, and serves the
 * app on the firebase adapter pointed at the emulators. Stop it with Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-himalayan-aster';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const admin = {
  email: process.env.VITE_DEMO_ADMIN_EMAIL ?? 'admin@himalayanaster.in',
  password: process.env.VITE_DEMO_ADMIN_PASSWORD ?? 'aster-admin-2026',
};

const seeded = spawnSync('node', ['seed/scripts/seed.mjs', '--emulator'], { stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const signUp = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: admin.email, password: admin.password, displayName: 'Aster Admin' }),
});
if (!signUp.ok && !(await signUp.text()).includes('EMAIL_EXISTS')) {
  console.error(`Could not create the admin account in the Auth emulator (HTTP ${signUp.status}).`);
  process.exit(1);
}
// --force: this demo account on the emulator was created a moment ago by this very script.
const granted = spawnSync('node', ['seed/scripts/admin-claim.mjs', 'grant', admin.email, '--force'], { stdio: 'inherit' });
if (granted.status !== 0) process.exit(granted.status ?? 1);
console.log(`\nAdmin: ${admin.email} / ${admin.password} (Auth emulator only). Project ${projectId}.\n`);

const vite = spawn('npx', ['vite', '--host', '127.0.0.1'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_APP_ID: 'demo-app',
    VITE_USE_EMULATORS: 'true',
    VITE_STORAGE_EMULATOR: 'false',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));
