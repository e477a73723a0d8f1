import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { verifyEmailOf } from '../../tests/support/emulators';
import { now } from './clock';
import { demoAdmin, newCustomer } from './sessions';

// Journeys start signed in through the backend (./sessions.ts); only the account journeys use the forms below.
export { demoAdmin, newCustomer, signInAdmin, signInNewCustomer, type Customer } from './sessions';

/**
 * Every journey fails on a console error or an uncaught page error. The exceptions are the 400 that
 * Firestore's WebChannel logs for its `TYPE=terminate` close request (a known, harmless log line of the emulator) and the 400 of a refused
 * sign-in on the Auth emulator.
 */
const harmless = [
  /TYPE=terminate/,
  // Firebase Auth answers a wrong password or a taken e-mail with HTTP 400, which Chromium logs; the app shows
  // the spec's message ('Invalid email or password.', 'An account with this email already exists.').
  /status of 400 .*identitytoolkit\.googleapis\.com\/v1\/accounts:(signInWithPassword|signUp)/,
  // A booking or enquiry function's refusal (sold out, a limit reached) is an HTTP 4xx, which Chromium logs; the
  // form shows the function's own message, which the journeys check.
  /status of 4\d\d .*\/asia-south1\/(createBooking|requestFlight|requestCancellation|sendEnquiry)\b/,
];

export const test = base.extend<{ consoleErrors: string[]; waitForApp: boolean }>({
  /**
   * Prerendered pages show their content before the app has hydrated them; a journey acts on the app, so every
   * navigation waits for `<html data-ready>` (set by src/app/boot.tsx). A journey that means to act before the
   * app starts (e2e/early-actions.spec.ts) opts out with `test.use({ waitForApp: false })`; so does, in effect,
   * one that runs no JavaScript.
   */
  waitForApp: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForApp }, use) => {
    // The browser reads the journeys' clock (./clock.ts), not the machine's: Date, timers and performance are the
    // clock's from the first page on, and its time keeps flowing, so timers, queries and animations run as they do.
    await page.clock.install({ time: now() });
    if (javaScriptEnabled !== false && waitForApp) {
      const ready = () => page.locator('html[data-ready]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await ready();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await ready();
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`;
        if (!harmless.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What axe checks on every screen: WCAG 2.1 A and AA. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe-core's minified build: the same rules as its axe.js in half the text the page has to parse. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page as it is now and fails on any violation (WCAG 2.1 A and AA).
 *
 * axe runs in the page itself (axe.run), loaded once per document: the site has no frames, so @axe-core/playwright's
 * way (axe loaded again for every check, each frame's partial results merged in a blank page opened for it) checked
 * the same rules for about twice the time.
 */
export async function expectAccessible(page: Page, exclude: string[] = []) {
  expect(page.frames().length, 'frames, which this check would not look into').toBe(1);
  // Colours caught halfway through a transition (a button turning enabled again) are not what anyone reads:
  // let the finite transitions and animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(
    async ({ tags, exclude }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
        { exclude },
        { runOnly: { type: 'tag', values: tags } },
      );
      return violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    },
    { tags: axeTags, exclude },
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Types one entry per field of an admin list editor (src/components/admin/list-editor.tsx), adding fields as
 * needed (a new form shows one empty field). `item` is the entry's label: 'Destination' -> 'Destination 1'.
 */
export async function fillList(form: Locator, item: string, entries: string[]) {
  for (const [index, entry] of entries.entries()) {
    const field = form.getByLabel(`${item} ${index + 1}`, { exact: true });
    if ((await field.count()) === 0) await form.getByRole('button', { name: `Add ${item.toLowerCase()}` }).click();
    await field.fill(entry);
  }
}

/**
 * Signs a new customer up through the real sign-up form and waits for the home page. For the account journeys:
 * every other journey starts signed in with `signInNewCustomer` (./sessions.ts).
 */
export async function signUpNewCustomer(page: Page, prefix?: string) {
  const customer = newCustomer(prefix);
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: customer.name }).first()).toBeVisible();
  return customer;
}

/** Logs the admin in through /admin/login. For the account journeys: every other journey uses `signInAdmin`. */
export async function loginAsAdmin(page: Page, admin: { email: string; password: string } = demoAdmin) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Confirms the customer's e-mail address as following Firebase's verification link would (on the Auth emulator),
 * so our e-mails to them go out; the embedded demo's accounts need nothing.
 */
export async function confirmEmailAddress(email: string) {
  if (test.info().project.name.startsWith('firebase')) await verifyEmailOf(email);
}
