import { test, expect, expectAccessible, demoAdmin, signInNewCustomer, signInAdmin } from './support/fixtures';

test.describe('admin login', () => {
  test('the admin guard sends a visitor to /admin/login and back to the page asked for @both', async ({ page }) => {
    await page.goto('/admin/tours');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Tours' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(demoAdmin.email);

    // Already logged in: the login page goes straight to the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test("a wrong password gives 'Invalid email or password.' @both", async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter your email.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();

    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectAccessible(page);
  });

  test('a customer account is refused at the admin login @both', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'notadmin');
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('Logout returns to /admin/login and closes the panel', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
