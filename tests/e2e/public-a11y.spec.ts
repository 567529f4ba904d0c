import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NOT_FOUND_HEADING, PUBLIC_ROUTES, type PublicRoute } from './support/public-routes';

/** Opens a route and waits until its page (not the route loader) is on screen. */
async function open(page: Page, route: PublicRoute): Promise<void> {
  await page.goto(route.path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  if (!route.notFound) {
    // Every route in the list is a real page: the not-found page here is a regression.
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toHaveCount(0);
  }
}

for (const route of PUBLIC_ROUTES) {
  // One page load per route: axe at desktop width, then the same page narrowed to 375 px.
  test(`public page ${route.path}: no serious axe finding, no sideways scroll from 375 to 1280 px`, async ({
    page,
  }) => {
    await open(page, route);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(blocking, blocking.join('\n')).toEqual([]);

    // The breakpoints either side of the product's 768 and 1024 px, narrowest first.
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${route.path} scrolls sideways at ${width} px`,
        })
        .toBeLessThanOrEqual(width);
    }
  });
}

test.describe('navigation collapse', () => {
  test('shows the sections at 768 px and a menu below it', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Owners' }),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();

    await page.setViewportSize({ width: 767, height: 900 });
    await expect(header.getByRole('link', { name: 'Owners' })).toBeHidden();
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
  });

  test('the menu panel works with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    // Controls of a drawn page work once the browser has taken it over (focus() does not wait).
    await expect(menuButton).toBeEnabled();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    // Focus moved into the panel, and Escape closes it and returns focus to the button.
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await panel.getByRole('link', { name: 'Storm' }).click();
    await expect(page).toHaveURL(/\/storm$/);
    await expect(panel).toBeHidden();
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/managed');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
