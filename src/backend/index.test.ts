import { afterEach, describe, expect, it } from 'vitest';
import { freshBackend } from '@/testing/backend';
import { getBackend, loadBackendBetween, provideBackend, type Backend } from './index';

afterEach(() => loadBackendBetween(() => Promise.resolve()));

describe('getBackend', () => {
  it('has each caller that asked while the backend loaded go on after a yield of its own, and later callers at once', async () => {
    let loaded: (backend: Backend) => void = () => undefined;
    provideBackend(new Promise((resolve) => (loaded = resolve)));
    const steps: string[] = [];
    loadBackendBetween(() => {
      steps.push('yield');
      return Promise.resolve();
    });
    const callers = ['first', 'second', 'third'].map((name) => getBackend().then(() => steps.push(name)));
    expect(steps).toEqual([]);
    const backend = freshBackend();
    loaded(backend);
    await Promise.all(callers);
    expect(steps.filter((step) => step === 'yield')).toHaveLength(3);
    expect(steps.filter((step) => step !== 'yield')).toEqual(['first', 'second', 'third']);

    steps.length = 0;
    expect(await getBackend()).toBe(backend);
    expect(steps).toEqual([]);
  });
});
