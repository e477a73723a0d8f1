/**
 * The signed-in pages the service worker answers from its app shell (`spa.html`) when a navigation has no network:
 * the customer's account, the trip page among them, and the booking forms (vite.config.ts, `navigateFallbackAllowlist`).
 * The public pages stay their own prerendered HTML.
 */
export const appShellPages = [/^\/account(\/|$)/, /^\/booking\//, /^\/flight-booking\//];

/**
 * The pages whose worker has work from their first minute, so it registers when the start is over rather than once
 * the load is quiet (src/app/service-worker.ts): the app shell's, and the operator's, where on the embedded build it
 * serves the pictures an upload stores.
 */
export const pagesThatNeedTheWorker = [...appShellPages, /^\/admin(\/|$)/];
