import { config } from 'zod';

// No compiled parsers: our CSP forbids eval (zod's probe for it would be reported as a violation), and for the
// few dozen documents a page parses, compiling costs more main-thread time than it saves.
config({ jitless: true });

/**
 * Imported by the schemas (src/backend/schemas/fields.ts) before any is built. On its own (src/backend/index.ts)
 * it loads and runs zod's code in a task of its own, before the schemas are built in others.
 */
export const zodConfigured = true;
