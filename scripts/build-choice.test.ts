// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('vite build without a chosen backend', () => {
  it('exits non-zero with the message before building anything', () => {
    // An empty directory as the working directory: no .env files of this checkout, and nowhere to write.
    const cwd = mkdtempSync(join(tmpdir(), 'build-choice-'));
    try {
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
      const result = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--config',
          join(root, 'vite.config.ts'),
          '--outDir',
          join(cwd, 'dist'),
        ],
        {
          cwd,
          env: { ...env, NODE_ENV: 'production' },
          encoding: 'utf8',
          timeout: 30_000,
        },
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr + result.stdout).toContain('No backend chosen for this build.');
      expect(result.stderr + result.stdout).toContain('VITE_BACKEND=local npm run build');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 30_000);

  it('exits non-zero when the demo switch and a Firebase configuration are both set', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'build-choice-'));
    try {
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
      const result = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--config',
          join(root, 'vite.config.ts'),
          '--outDir',
          join(cwd, 'dist'),
        ],
        {
          cwd,
          env: {
            ...env,
            NODE_ENV: 'production',
            VITE_BACKEND: 'local',
            VITE_FIREBASE_API_KEY: 'key',
            VITE_FIREBASE_PROJECT_ID: 'himalayan-aster',
          },
          encoding: 'utf8',
          timeout: 30_000,
        },
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr + result.stdout).toContain(
        'VITE_BACKEND=local and a Firebase configuration (VITE_FIREBASE_*) are both set',
      );
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 30_000);
});
