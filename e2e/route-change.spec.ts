import { test, expect } from './support/fixtures';
import { thisYear } from './support/clock';

/**
 * Moving from page to page keeps something to read on screen: the old page stays until the new one (or its
 * skeleton) can paint, so the main area never flashes empty. Acted as a phone (slower CPU and network, as
 * ENVIRONMENT.md describes), where the new page's chunk takes longest to arrive.
 */
test.describe('route changes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after the home search the main area is never empty until the results paint', async ({ page }) => {
    // A throttled phone on a busy machine: the results may take many seconds to arrive.
    test.setTimeout(120_000);
    await page.goto('/');
    const year = thisYear() + 1;
    await page.getByLabel('Destination', { exact: true }).fill('Darjeeling');
    await page.getByLabel('Check-in date', { exact: true }).fill(`${year}-04-15`);
    await page.getByLabel('Check-out date', { exact: true }).fill(`${year}-04-20`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });

    // Sampled in the page every 50 ms from before the click until the results are on screen.
    await page.evaluate(() => {
      const samples: boolean[] = [];
      const timer = window.setInterval(() => {
        const main = document.getElementById('main');
        samples.push(Boolean(main && main.innerText.trim() !== ''));
      }, 50);
      Object.assign(window, { mainSamples: samples, mainTimer: timer });
    });
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'Tour packages' }).getByRole('heading', { level: 2 }).first()).toBeVisible({
      timeout: 60_000,
    });
    const samples = await page.evaluate(() => {
      const state = window as unknown as { mainSamples: boolean[]; mainTimer: number };
      window.clearInterval(state.mainTimer);
      return state.mainSamples;
    });
    expect(samples.length).toBeGreaterThan(1);
    expect(samples.filter((filled) => !filled)).toHaveLength(0);
  });
});
