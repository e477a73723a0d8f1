// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `vite build` with only these VITE_ variables, from an empty directory as the working directory: no .env files of
 * this checkout, and nowhere to write. Resolves with its exit code and everything it printed.
 */
function buildWith(variables: Record<string, string>): { status: number | null; output: string } {
  const cwd = mkdtempSync(join(tmpdir(), 'build-choice-'));
  try {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const result = spawnSync(
      process.execPath,
      [vite, 'build', '--config', join(root, 'vite.config.ts'), '--outDir', join(cwd, 'dist')],
      {
        cwd,
        env: { ...env, NODE_ENV: 'production', ...variables },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    return { status: result.status, output: result.stderr + result.stdout };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

describe('vite build without a clear choice of backend', () => {
  it('exits non-zero with the message before building anything when nothing is chosen', () => {
    const { status, output } = buildWith({});
    expect(status).not.toBe(0);
    expect(output).toContain('No backend chosen for this build.');
    expect(output).toContain('VITE_BACKEND=local npm run build');
  }, 30_000);

  it('exits non-zero when the demo switch and a Firebase configuration are both set', () => {
    const { status, output } = buildWith({
      VITE_BACKEND: 'local',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'himalayan-aster',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('VITE_BACKEND=local and a Firebase configuration (VITE_FIREBASE_*) are both set');
  }, 30_000);
});
