// What the site's build gives zod for its `locales` namespace (vite.config.ts, `zodEnglishOnly`): English, the one
// language its messages are in. zod's index re-exports all of its fifty-odd languages, which the bundler keeps
// because the schemas use zod through its namespace (`z`); they made most of the zod chunk every page loads with
// the backend, a third of a megabyte parsed and run in one task.
export { default as en } from 'zod/v4/locales/en.js';
