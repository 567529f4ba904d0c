import { expect, test } from '@playwright/test';

test.describe('language', () => {
  test('switching to Spanish changes the pages, survives a reload, and switches back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Waterfront homes, looked after like our own.' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Tu propiedad frente al agua, cuidada como si fuera nuestra.',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Todo lo que necesita una propiedad frente al agua',
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/Sur de la Florida/);

    await page.reload();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Tu propiedad frente al agua, cuidada como si fuera nuestra.',
      }),
    ).toBeVisible();
    // The choice follows to other pages, including the ones whose text lives in the database.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de privacidad' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Qué recogemos' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Waterfront homes, looked after like our own.' }),
    ).toBeVisible();
  });
});

test.describe('CMS pages', () => {
  test('the landing page renders from the database with its links', async ({ page }) => {
    await page.goto('/waterfront-investors');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Investing in a waterfront rental in South Florida',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Costs people forget' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Investing in a waterfront rental in South Florida · Blu');
    await page.getByRole('main').getByRole('link', { name: 'Compare the plans' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  });

  test('an unknown slug shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
    await expect(
      page.getByText(
        "We're sorry, the page you requested could not be found please go back to the home page.",
      ),
    ).toBeVisible();
  });

  test('legal pages fill in the company details', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByText('Blu Property Management LLC is a Florida real estate brokerage'),
    ).toBeVisible();
    await expect(main).not.toContainText('{{');
    await main
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Storm services' })
      .click();
    await expect(page).toHaveURL(/#storm-services$/);
  });
});

test.describe('server-rendered head', () => {
  test('/managed answers its title, description, canonical and Open Graph tags without JavaScript', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/managed');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Property management for owners · Blu</title>');
    expect(html).toMatch(
      /<meta name="description" content="What is included, how onboarding works[^"]*" \/>/,
    );
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/managed" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Property management for owners · Blu" />',
    );
    const jsonLd = /<script type="application\/ld\+json" id="org-jsonld">([^<]*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      '@type': 'Organization',
      name: 'Blu',
      email: 'support@blu.example',
    });
  });

  test('a CMS slug gets its own title; an unknown one is a 404', async ({ request }) => {
    const cms = await request.get('/waterfront-investors');
    expect(cms.status()).toBe(200);
    expect(await cms.text()).toContain(
      '<title>Investing in a waterfront rental in South Florida · Blu</title>',
    );
    expect((await request.get('/not-a-page-at-all')).status()).toBe(404);
  });
});

test.describe('signature generator', () => {
  test('shows errors by the fields, previews live, and copies the HTML', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blu-team/signature-generator');
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByText('Enter your full name.')).toBeVisible();
    await expect(page.getByText('Choose your office.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full name').fill('Marina Castillo');
    await page.getByLabel('Job title').fill('Leasing Coordinator');
    await page.getByLabel('Direct phone').fill('call me');
    await page.getByLabel('Work e-mail').fill('marina@blu.example');
    await page.getByLabel('Office').selectOption({ label: 'Naples' });
    const preview = page.frameLocator('iframe[title="Signature preview"]');
    await expect(preview.getByText('Marina Castillo')).toBeVisible();
    await expect(preview.getByText('· Naples')).toBeVisible();

    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(
      page.getByText('Use digits, spaces and + ( ) - only, at least 7 digits.'),
    ).toBeVisible();
    await page.getByLabel('Direct phone').fill('+1 (239) 555-0111');
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByText('Signature HTML copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('<table');
    expect(copied).toContain('Marina Castillo');
    expect(copied).toContain('href="tel:+12395550111"');
    expect(copied).toContain('800 Fifth Avenue South');
  });
});
