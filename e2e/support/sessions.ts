import { test, type Page } from '@playwright/test';
import { authHost, demoConfig } from '../../tests/support/emulators';
import { now } from './clock';

/**
 * Signing in without the sign-in pages: the account is made through the backend itself and its session is
 * written where the app keeps it, before the page loads (as a server-side app's login fixture writes a session
 * cookie). Only the account journeys (public-account, admin-auth) walk sign-up and sign-in through the UI; every
 * other journey starts signed in this way, so that it spends its time on its own goal.
 *
 * Where the session lives:
 * - embedded build: the customer in localStorage `currentUser` and the admin in sessionStorage `adminSession`
 *   (src/backend/local/adapter.ts). The embedded adapter's account store is read only by sign-in, sign-up's
 *   duplicate check and the password reset, which the account journeys walk through the UI, so nothing is
 *   written to IndexedDB.
 * - firebase build: the account is made on the Auth emulator through its REST API, signed in there, and the
 *   signed-in user is written where Firebase Auth persists it (`firebase:authUser:<api key>:<app name>`: the
 *   customer app's localStorage, from which Auth moves it to its IndexedDB store, and the admin app's
 *   sessionStorage; src/backend/firebase/app.ts). On start-up Auth reloads that user from the emulator, so the
 *   session is as real as one made by the sign-in form.
 */

/** A customer as the journeys know them: what they would type into the sign-up form. */
export interface Customer {
  name: string;
  email: string;
  password: string;
}

/** Demo admin of the local build (README documents these defaults); the firebase journeys' setup makes the same. */
export const demoAdmin = { email: 'admin@himalayanaster.in', password: 'aster-admin-2026' };

let counter = 0;
/** A unique customer for one journey, so journeys never share accounts. */
export function newCustomer(prefix = 'traveller'): Customer {
  const id = `${crypto.randomUUID().slice(0, 8)}${(++counter).toString(36)}`;
  return { name: `Test ${prefix}`, email: `${prefix}.${id}@example.com`, password: `pass-${id}` };
}

const onFirebase = () => test.info().project.name.startsWith('firebase');

interface StorageEntries {
  local: [string, string][];
  session: [string, string][];
}

/**
 * Writes the entries into the page's storage before the site's own scripts run on the next page load, once
 * per tab: a journey that signs out stays signed out.
 */
async function writeSession(page: Page, entries: StorageEntries) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const marker = `e2e-session-${crypto.randomUUID().slice(0, 8)}-${++counter}`;
  await page.addInitScript(
    ({ origin, marker, entries }) => {
      if (location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, 'written');
      for (const [key, value] of entries.local) localStorage.setItem(key, value);
      for (const [key, value] of entries.session) sessionStorage.setItem(key, value);
    },
    { origin, marker, entries },
  );
}

async function identityToolkit(endpoint: string, body: Record<string, unknown>) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=${demoConfig.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`accounts:${endpoint} answered ${response.status}: ${JSON.stringify(json)}`);
  return json as { localId: string; idToken: string; refreshToken: string; expiresIn: string; email: string };
}

/** The signed-in user as Firebase Auth's persistence stores it (UserImpl.toJSON), for one of the site's two apps. */
async function firebaseSession(email: string, password: string, name: string, appName: string): Promise<[string, string]> {
  const signedIn = await identityToolkit('signInWithPassword', { email, password });
  // In the browser's time (./clock.ts): Auth renews the token by the browser's clock.
  const signedInAt = now();
  const user = {
    uid: signedIn.localId,
    email: signedIn.email,
    emailVerified: false,
    displayName: name,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: signedIn.email,
        displayName: name,
        email: signedIn.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: signedIn.refreshToken,
      accessToken: signedIn.idToken,
      expirationTime: signedInAt + Number(signedIn.expiresIn) * 1000,
    },
    createdAt: String(signedInAt),
    lastLoginAt: String(signedInAt),
    apiKey: demoConfig.apiKey,
    appName,
  };
  return [`firebase:authUser:${demoConfig.apiKey}:${appName}`, JSON.stringify(user)];
}

/**
 * Makes a new customer account through the backend and signs it in: from the page's next load on, the site
 * shows the customer signed in (their name in the header). Returns what they would have typed to sign up.
 */
export async function signInNewCustomer(page: Page, prefix?: string): Promise<Customer> {
  const customer = newCustomer(prefix);
  if (onFirebase()) {
    await identityToolkit('signUp', { email: customer.email, password: customer.password, displayName: customer.name });
    await writeSession(page, {
      local: [await firebaseSession(customer.email, customer.password, customer.name, '[DEFAULT]')],
      session: [],
    });
  } else {
    // The embedded adapter's own session record: the id is any unique text, the e-mail in the form it stores.
    const id = `${crypto.randomUUID()}${++counter}`;
    const session = { id, name: customer.name, email: customer.email.toLowerCase() };
    await writeSession(page, { local: [['currentUser', JSON.stringify(session)]], session: [] });
  }
  return customer;
}

/** Signs the demo admin in (the account the local build makes, or the one the firebase journeys' setup makes). */
export async function signInAdmin(page: Page, admin: { email: string; password: string } = demoAdmin) {
  if (onFirebase()) {
    await writeSession(page, {
      local: [],
      session: [await firebaseSession(admin.email, admin.password, 'Aster Admin', 'default-admin')],
    });
  } else {
    await writeSession(page, { local: [], session: [['adminSession', JSON.stringify({ email: admin.email.toLowerCase() })]] });
  }
}
