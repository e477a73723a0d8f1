import { test, expect, expectAccessible, newCustomer, signUpNewCustomer, signInNewCustomer } from './support/fixtures';
import type { Page } from '@playwright/test';

async function logout(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('customer account', () => {
  test('sign-up lands home signed in, survives a reload, and logs out @both', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('minlength', '6');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
    await expectAccessible(page);

    const customer = await signUpNewCustomer(page, 'signup');
    await page.reload();
    await expect(page.getByRole('button', { name: customer.name })).toBeVisible();
    await logout(page, customer.name);
    await expect(page.getByRole('button', { name: customer.name })).toHaveCount(0);
  });

  test('a second sign-up with the same email is refused @both', async ({ page }) => {
    const customer = await signUpNewCustomer(page, 'duplicate');
    await logout(page, customer.name);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a wrong password is refused in red, then the right one signs in @both', async ({ page }) => {
    const customer = await signUpNewCustomer(page, 'signin');
    await logout(page, customer.name);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/signup');
    await expectAccessible(page);

    await signIn(page, customer.email, 'not-the-password');
    const error = page.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
    await expect(error).toBeVisible();
    // As a person sees it once the form answers: the button enabled again (its colours then change, and axe caught
    // one run halfway through that change).
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expectAccessible(page);

    await signIn(page, newCustomer('nobody').email, 'whatever-password');
    await expect(error).toBeVisible();

    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: customer.name })).toBeVisible();
  });

  test('a customer page sends a visitor to sign in, then back to that page', async ({ page }) => {
    const customer = await signUpNewCustomer(page, 'guard');
    await logout(page, customer.name);
    await page.goto('/booking/sikkim-delight');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/booking\/sikkim-delight$/);
    // Sign-in replaced its own history entry: Back does not return to the form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('signed in, the sign-in page says so instead of showing the form', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'already');
    await page.goto('/login');
    await expect(page.getByText(/You are already signed in as/)).toContainText(customer.name);
    await expect(page.getByLabel('Password')).toHaveCount(0);
  });

  test('the mobile menu toggles the links and closes when one is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(mobileNav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Home', 'Packages', 'Flights', 'Our Hotel', 'Blog']) {
      await expect(mobileNav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.click();
    await expect(mobileNav).toBeHidden();

    await menu.click();
    await mobileNav.getByRole('link', { name: 'Flights', exact: true }).click();
    await expect(page).toHaveURL(/\/flights$/);
    await expect(mobileNav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Flight Search Results' })).toBeVisible();
  });
});
