import { expect, test, type Page } from '@playwright/test';

// Moving to a page in the browser: while the page's code is on its way (held back here), the
// branded loader shows the destination's message; then the page. A chunk that never comes ends
// on the error screen, not on a loader that never goes away.
const STORM_CHUNK = /\/assets\/storm-page-[\w-]+\.js$/;
const FOOTER_CHUNK = /\/assets\/public-footer-[\w-]+\.js$/;

/**
 * Opens a drawn page and waits until the browser has taken all of it over, footer included. The
 * footer's code comes after the page's; on a busy machine it came after the page was hydrated, and
 * a footer link clicked then was the browser's own full load, with no loader. Held here until the
 * rest of the page is hydrated, it always comes in that order: the footer's region must count as
 * not yet hydrated (a disabled fieldset) until its code is in.
 */
async function openHydrated(page: Page, path: string) {
  let releaseFooter!: () => void;
  const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve));
  await page.route(FOOTER_CHUNK, async (route) => {
    await footerHeld;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header's language switch works: the page around the footer is hydrated.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Español|English/ }),
  ).toBeEnabled();
  await expect(page.locator('fieldset[disabled]')).toHaveCount(1);
  releaseFooter();
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
}

const stormLink = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('link')
    .filter({ hasText: /storm|huracan/i })
    .first();

for (const [language, prefix, message] of [
  ['English', '', 'Getting ready to keep you safe'],
  ['Spanish', '/es', 'Preparándonos para mantenerte a salvo'],
] as const) {
  test(`a slow page shows its own loader message in ${language}, then the page`, async ({
    page,
  }) => {
    await openHydrated(page, `${prefix}/managed`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STORM_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await stormLink(page).click();
    const loader = page.getByTestId('loader-message');
    await expect(loader).toHaveText(message);
    release();
    await expect(page).toHaveURL(new RegExp(`${prefix}/storm$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loader).toHaveCount(0);
  });
}

test('a page whose code cannot be loaded ends on the error screen, not on the loader', async ({
  page,
}) => {
  await openHydrated(page, '/managed');
  await page.route(STORM_CHUNK, (route) => route.abort());
  await stormLink(page).click();
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  await expect(page.getByTestId('loader-message')).toHaveCount(0);
});
