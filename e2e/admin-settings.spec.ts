import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, demoAdmin, loginAsAdmin, signInAdmin } from './support/fixtures';

/** The layout shifts so far whose moved elements are in the site header (their sizes, for the failure message). */
async function headerShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const found: string[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
            const inHeader = (entry.sources ?? []).filter(
              (source) => source.node && document.querySelector('header')?.contains(source.node),
            );
            if (inHeader.length > 0)
              found.push(`${entry.value.toFixed(4)}: ${inHeader.map((source) => source.node?.nodeName).join(', ')}`);
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the first callback; give it a moment, then report.
        setTimeout(() => {
          observer.disconnect();
          resolve(found);
        }, 300);
      }),
  );
}

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

    // New admin passwords need at least 10 characters: a 9-character one is refused next to its field.
    await current.fill(demoAdmin.password);
    await next.fill('nine-char');
    await confirm.fill('nine-char');
    await submit.click();
    await expect(next).toHaveAccessibleDescription(/The new password must be at least 10 characters long\./);

    await next.fill(newPassword);
    await confirm.fill('something-else');
    await submit.click();
    await expect(page.getByText('New passwords do not match.')).toBeVisible();

    await current.fill('wrong-current');
    await confirm.fill(newPassword);
    await submit.click();
    await expect(page.getByText('Incorrect current password.')).toBeVisible();
    await expect(page.getByText('New passwords do not match.')).toHaveCount(0);
    await expect(page.getByText('The new password must be at least 10 characters long.')).toHaveCount(0);

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

  test('the business details the admin saves show in the footer and in the WhatsApp links', async ({ page }) => {
    // A page that is not prerendered reads the details after it starts: the header keeps its place meanwhile.
    await page.goto('/login');
    const headerPhone = page.getByRole('banner').getByRole('link', { name: 'Call us on +91 98320 12345' });
    await expect(headerPhone).toHaveAttribute('href', 'tel:+919832012345');
    expect(await headerShifts(page), 'layout shifts inside the header').toEqual([]);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Support hours: Monday to Saturday, 10 AM to 6 PM IST');
    // No social address is saved yet: no icons, rather than links that lead nowhere.
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);

    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    const details = page.getByRole('region', { name: 'Business details' });
    await expect(details.getByLabel('WhatsApp number')).toHaveValue('+91 98320 12345');
    await expect(
      page.getByRole('region', { name: 'Booking e-mails' }).getByLabel("Send the operator's copies to"),
    ).toHaveAccessibleDescription(/Only admins and the booking functions read this address\./);
    await details.getByLabel('Support hours').fill('Every day, 8 AM to 9 PM IST');
    await details.getByLabel('Instagram').fill('instagram.com/himalayanaster');
    await details.getByLabel('WhatsApp number').fill('+44 7700 900123');
    await details.getByRole('button', { name: 'Save business details' }).click();
    await expect(details.getByLabel('Instagram')).toHaveAccessibleDescription(
      'Please enter the full address, starting with https://, or leave it empty.',
    );
    await details.getByLabel('Instagram').fill('https://www.instagram.com/himalayanaster');
    await details.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByText('Business details saved.')).toBeVisible();
    await expectAccessible(page);

    // The prerendered page shows the details of the build at first, then the saved ones.
    await page.goto('/privacy-policy');
    await expect(footer).toContainText('Support hours: Every day, 8 AM to 9 PM IST');
    const instagram = footer.getByRole('link', { name: 'Himalayan Aster Tours on Instagram' });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/himalayanaster');
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText('Every day, 8 AM to 9 PM IST');

    await page.goto('/hotel/sikkim-delight');
    const help = page.getByRole('region', { name: 'Need help planning?' });
    await expect(help.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/447700900123\?text=.*Sikkim%20Delight/,
    );
    await expect(footer.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/447700900123');
  });
});
