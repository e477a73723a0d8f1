import { initializeTestEnvironment, type RulesTestEnvironment, type TestEnvironmentConfig } from '@firebase/rules-unit-testing';
import { vi } from 'vitest';

const misleadingHubWarning = /^Warning: config for the \w+ emulator is specified, but the Emulator hub reports it as not running/;

/**
 * `initializeTestEnvironment` without one warning that is wrong on these machines. Under `firebase
 * emulators:exec` the library asks the emulator hub which emulators run, and the hub knows only those of
 * firebase-tools; our Firestore emulator is gcloud's, started beside it.
 * So every run would warn that the Firestore emulator is "not running" while the explicit host and port
 * work. Only that message is dropped, only while the environment starts; anything else still prints.
 */
export async function initializeRulesTestEnvironment(config: TestEnvironmentConfig): Promise<RulesTestEnvironment> {
  const warn = console.warn.bind(console);
  const filter = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && misleadingHubWarning.test(args[0])) return;
    warn(...args);
  });
  try {
    return await initializeTestEnvironment(config);
  } finally {
    filter.mockRestore();
  }
}
