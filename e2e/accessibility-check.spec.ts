import { test, expect, expectAccessible } from './support/fixtures';

/**
 * The check every journey makes of its screens (expectAccessible, ./support/fixtures.ts) is worth only what it
 * refuses: here it meets small pages written for it, one without a violation, the same with one, and a frame.
 */
const tinyPage = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test.describe("the journeys' accessibility check", () => {
  test('passes a page without violations, fails the same page with a field nobody labelled, and leaves out only what it is told to', async ({
    page,
  }) => {
    await page.setContent(tinyPage('<label for="name">Name</label><input id="name" type="text">'));
    await expectAccessible(page);

    await page.setContent(tinyPage('<input id="name" type="text">'));
    await expect(expectAccessible(page)).rejects.toThrow(/label: Form elements must have labels \(#name\)/);
    await expectAccessible(page, ['#name']);
  });

  test('fails a page with a frame, which axe would not look into', async ({ page }) => {
    await page.setContent(tinyPage('<iframe title="Map" srcdoc="<p>Gangtok</p>"></iframe>'));
    await expect(expectAccessible(page)).rejects.toThrow(/frames, which this check would not look into/);
  });
});
