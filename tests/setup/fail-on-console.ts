import { afterEach, beforeEach, vi } from 'vitest';

/** A console.error during a test is a failure: it means something broke that the test did not look at. */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  if (errors.length > 0) {
    const shown = errors.map((args) =>
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
    throw new Error(`console.error was called during the test:\n${shown.join('\n')}`);
  }
});
