import { deflateSync } from 'node:zlib';
import { test, expect, expectAccessible, signInAdmin } from './support/fixtures';

/** A small solid-colour PNG made here, so each upload is a real, distinct image file. */
function png([red, green, blue]: [number, number, number], size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('manage hotels', () => {
  // The embedded demo's uploaded pictures are served by the site's service worker (playwright.config.ts blocks it
  // in the journeys that upload nothing).
  test.use({ serviceWorkers: 'allow' });
  test('an admin adds a hotel with two images, then deletes it with its images', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Manage Hotels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Hotels' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Teesta Riverside Retreat' })).toContainText('₹12,000');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add New Hotel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Hotel' });
    await dialog.getByLabel('Hotel Name').fill('Lachung Apple Lodge');
    await dialog.getByLabel('Location').fill('Lachung, North Sikkim');
    await dialog.getByLabel('Price per Night (₹)').fill('9500');
    await dialog.getByLabel('Description').fill('Wooden rooms among apple orchards, an hour below Yumthang.');
    await dialog.getByLabel('Images').setInputFiles([
      { name: 'lodge-front.png', mimeType: 'image/png', buffer: png([46, 125, 50]) },
      { name: 'orchard.png', mimeType: 'image/png', buffer: png([21, 101, 192]) },
    ]);
    await expect(dialog.getByRole('progressbar')).toHaveCount(2);
    await expect(dialog.getByRole('img', { name: 'New upload lodge-front.png' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save Hotel' }).click();
    await expect(page.getByText('Hotel saved successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Lachung Apple Lodge' });
    await expect(row).toContainText('₹9,500');
    // Cells after the row header: Location, Price per night, Images.
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    // The uploaded image is served back (the local adapter keeps it in IndexedDB).
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Delete Lachung Apple Lodge' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete hotel' });
    await expect(confirm.getByText('Delete "Lachung Apple Lodge"? Its 2 images will also be deleted.')).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Hotel deleted successfully.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Lachung Apple Lodge' })).toHaveCount(0);
    await expect(page.getByRole('row')).toHaveCount(3);
    // Focus moves to a neighbouring row's Delete button instead of falling back to the page.
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Delete /);
  });

  test('a file that is not an image is refused before any upload', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/hotels');
    await page.getByRole('button', { name: 'Add New Hotel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Hotel' });
    await dialog
      .getByLabel('Images')
      .setInputFiles({ name: 'rate-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(
      dialog.getByText('"rate-card.pdf" is not a supported image. Choose a JPG, PNG, WebP, GIF or AVIF file.'),
    ).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await expect(dialog.getByText('No images yet.')).toBeVisible();
  });

  test('an image removed from a hotel before saving is gone after the save', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/hotels');
    await page.getByRole('button', { name: 'Edit Teesta Riverside Retreat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Hotel' });
    await expect(dialog.getByRole('button', { name: /^Remove current image/ })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Remove current image 1' }).click();
    await expect(dialog.getByRole('button', { name: /^Remove current image/ })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Save Hotel' }).click();
    await expect(page.getByText('Hotel saved successfully.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Teesta Riverside Retreat' }).getByRole('cell').nth(2)).toHaveText('1');
  });
});
