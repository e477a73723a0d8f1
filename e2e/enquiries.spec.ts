import { test, expect, expectAccessible, signInAdmin } from './support/fixtures';

test.describe('enquiries', () => {
  test('a visitor sends an enquiry from the Hotel Aster page; the admin reads it, marks it handled and finds the e-mail in the Outbox @both', async ({
    page,
  }) => {
    await page.goto('/hotel-aster-gangtok');
    await page.getByRole('region', { name: 'Contact Hotel Aster' }).getByRole('link', { name: 'Send an Inquiry' }).click();
    await expect(page).toHaveURL(/#enquiry$/);
    const form = page.getByRole('form', { name: 'Enquiry about Hotel Aster' });
    await expect(form).toBeInViewport();

    await form.getByLabel('Your name').fill('Karma Sherpa');
    await form.getByLabel('E-mail or phone').fill('karma.sherpa@example.com');
    await form.getByLabel('Travellers (optional)').fill('3');
    await form.getByLabel('Your message').fill('Do you have two rooms next to each other in the first week of May?');
    // People cannot reach the bots' field: it is out of the tab order and hidden from assistive technology.
    await expect(form.getByLabel('Leave this field empty')).toHaveAttribute('tabindex', '-1');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you, Karma Sherpa! We have your message and will reply within one working day.',
    );
    await expect(form.getByLabel('Your name')).toHaveValue('');

    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    const enquiry = page.getByRole('article', { name: 'Karma Sherpa about Hotel Aster' });
    await expect(enquiry).toContainText('Awaiting reply');
    await expect(enquiry).toContainText('Do you have two rooms next to each other');
    await expect(enquiry.getByRole('link', { name: 'karma.sherpa@example.com' })).toHaveAttribute(
      'href',
      'mailto:karma.sherpa@example.com',
    );
    await expectAccessible(page);

    await enquiry.getByRole('checkbox', { name: 'Handled: the enquiry from Karma Sherpa' }).check();
    await expect(page.getByText('Marked as handled: Karma Sherpa.')).toBeVisible();
    await expect(enquiry).toContainText('Handled');
    await expect(enquiry).not.toContainText('Awaiting reply');
    await page.reload();
    await expect(page.getByRole('article', { name: 'Karma Sherpa about Hotel Aster' }).getByRole('checkbox')).toBeChecked();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    const copy = page.getByRole('article', { name: "Enquiry (operator's copy)" }).filter({ hasText: 'Karma Sherpa' });
    await expect(copy).toContainText('To bookings@himalayanaster.in');
    await expect(copy).toContainText('AboutHotel Aster');
    await expect(copy).toContainText('Contactkarma.sherpa@example.com');
    await expect(copy).toContainText('Travellers3');
    await expectAccessible(page);
  });

  test('a tour page has its own enquiry form, loaded as it comes into view', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/enquiry-form/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/hotel/darjeeling-romance');
    const section = page.getByRole('region', { name: 'Questions about this trip?' });
    await expect(section).toBeAttached();
    expect(chunks, 'the form loads only near the screen').toEqual([]);
    await section.scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: /^Enquiry about Darjeeling Romance/ });
    await expect(form.getByLabel('Your message')).toBeVisible();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Please tell us your name.')).toBeVisible();
    await expectAccessible(page);
  });
});
