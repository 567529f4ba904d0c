import { expect, test, type Page } from '@playwright/test';
import { validLeads } from '../support/lead-fixtures';
import { DEMO_USERS, signIn } from './support/auth';
import { useOwnAddress } from './support/lead-forms';

// Every lead page at the product's breakpoints (768 and 1024 px): no sideways scrolling, and a screenshot to look at.
const WIDTHS = [375, 768, 1280] as const;
const SHOTS = '.tmp/shots-leads';

async function check(page: Page, name: string, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

const PUBLIC = [
  ['ma-form', '/ma-form', 'Hand us the keys, keep the returns.'],
  ['multi-ma', '/multi-ma', 'One application for your whole portfolio.'],
  ['car', '/car', 'Apply for your next home.'],
  ['concierge', '/concierge', 'Arrive to a home that is ready for you.'],
  ['referral', '/referral', 'Know an owner who deserves a break?'],
  ['thank-you', '/thank-you?ref=MA-2026-000123&kind=ma-form', 'Thank you, we have it.'],
] as const;

for (const width of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('public lead pages, and a form showing its errors', async ({ page }) => {
      for (const [name, path, heading] of PUBLIC) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await check(page, name, width);
      }
      await page.goto('/car');
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByLabel('Full name', { exact: true }).first()).toBeFocused();
      await check(page, 'car-errors', width);
    });

    test('inbox with an open lead, and the broker wizard', async ({ page, request }) => {
      const ip = await useOwnAddress(page);
      const res = await request.post('/api/leads/car', {
        data: validLeads.car,
        headers: { 'x-forwarded-for': ip },
      });
      const { id } = (await res.json()) as { id: string };
      await signIn(page, DEMO_USERS.admin.email);
      await expect(page).toHaveURL(/\/portal$/);
      await page.goto(`/portal/leads?lead=${id}`);
      await expect(page.getByRole('heading', { level: 2, name: /^CAR-/ })).toBeVisible();
      await check(page, 'inbox-lead', width);
      await page.goto('/portal/leads');
      await expect(page.getByRole('list', { name: 'Leads' })).toBeVisible();
      await check(page, 'inbox-list', width);
      await page.goto('/management-prospect');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel("Owner's full name")).toBeFocused();
      await check(page, 'prospect-wizard', width);
    });
  });
}

test('a second inbox filter chosen before the list has redrawn keeps the first', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/leads');
  await expect(page.getByRole('list', { name: 'Leads' })).toBeVisible();
  // Both changes in one task: the first one's navigation settles, but the router's re-render (a
  // transition) has not happened when the second arrives.
  await page.evaluate(async () => {
    const choose = (label: string, value: string) => {
      const select = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.trim() === label,
      )?.control as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('Form', 'car');
    for (let i = 0; i < 200; i++) await Promise.resolve();
    choose('Status', 'new');
  });
  await expect(page).toHaveURL(/[?&]kind=car/);
  await expect(page).toHaveURL(/[?&]status=new/);
  await expect(page.getByLabel('Form', { exact: true })).toHaveValue('car');
});
