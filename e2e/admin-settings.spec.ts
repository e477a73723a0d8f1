import { test, expect, expectAccessible, demoAdmin, loginAsAdmin } from './support/fixtures';

// Local only: on the firebase adapter this would change the shared demo admin's password for every journey.
test.describe('admin settings', () => {
  test('the admin changes the password: all three messages, then only the new password works', async ({ page }) => {
    const newPassword = 'momo-season-2027';
    await loginAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectAccessible(page);

    const current = page.getByLabel('Current Password');
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const submit = page.getByRole('button', { name: 'Change Password' });

    await current.fill(demoAdmin.password);
    await next.fill(newPassword);
    await confirm.fill('something-else');
    await submit.click();
    await expect(page.getByText('New passwords do not match.')).toBeVisible();

    await current.fill('wrong-current');
    await confirm.fill(newPassword);
    await submit.click();
    await expect(page.getByText('Incorrect current password.')).toBeVisible();
    await expect(page.getByText('New passwords do not match.')).toHaveCount(0);

    await current.fill(demoAdmin.password);
    await submit.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    for (const field of [current, next, confirm]) await expect(field).toHaveValue('');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();

    await loginAsAdmin(page, { email: demoAdmin.email, password: newPassword });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
