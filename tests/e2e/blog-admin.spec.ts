import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../support/images';
import { apiToken, DEMO_USERS, signIn, signInToPortal } from './support/auth';

// The company's clock (src/shared/constants.ts COMPANY_TIME_ZONE, the seeded site settings').
const COMPANY_ZONE = 'America/New_York';

/** The company's wall clock `ms` from now, as the schedule's date and time inputs take it. */
function companyClock(ms: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() + ms));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Fills the editor's required fields; the slug follows the title. */
async function writePost(page: Page, title: string, body = 'A first paragraph.') {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill(`What to know: ${title.toLowerCase()}.`);
  await page.getByLabel('Body', { exact: true }).fill(body);
}

async function openNewPost(page: Page) {
  await page.goto('/blog-admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
}

async function saveDraft(page: Page, title: string) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`“${title}” saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/blog-admin\/posts\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
}

for (const who of ['admin', 'sb'] as const) {
  test(`${who === 'admin' ? 'an admin' : 'the demo blog editor (a broker)'} writes a post with an image, previews it, schedules it and finds it published on the blog, the home page and the feed`, async ({
    page,
  }) => {
    // The schedule is a minute ahead and the scheduler publishes on its next pass.
    test.setTimeout(300_000);
    const stamp = Date.now();
    const title = `Dock lines before a storm ${who} ${stamp}`;
    await signInToPortal(page, DEMO_USERS[who].email, DEMO_USERS[who].name);
    await page.getByRole('link', { name: 'Blog posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
    await page.getByRole('link', { name: 'New post' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

    await writePost(
      page,
      title,
      '## Double up\n\nUse **chafe guards** where lines cross the cap.\n',
    );
    await expect(page.getByLabel('Address (slug)')).toHaveValue(
      `dock-lines-before-a-storm-${who}-${stamp}`,
    );

    // A body image: the alt text is asked for first, then the upload shows its progress.
    await page.getByRole('button', { name: 'Insert image' }).click();
    await page
      .getByLabel('Choose an image to insert')
      .setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: makePng(900, 600) });
    await expect(page.getByText('Describe the image before uploading it')).toBeVisible();
    await page.getByLabel('Image description (alt text)').fill('Doubled dock lines on a cleat');
    await page.getByRole('button', { name: 'Upload dock.png' }).click();
    await expect(page.getByLabel('Body', { exact: true })).toHaveValue(
      /!\[Doubled dock lines on a cleat\]\(\/uploads\/[^)]+\)/,
    );

    // The preview is the server's rendering, beside the text at this width.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Double up' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Doubled dock lines on a cleat' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('chafe guards');

    await page.getByRole('textbox', { name: 'Tags' }).fill('Hurricane prep');
    await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Remove tag Hurricane prep' })).toBeVisible();

    // A time already gone is refused next to the schedule; a minute ahead is taken.
    const past = companyClock(-60 * 60_000);
    await page.getByLabel('Date').fill(past.date);
    await page.getByLabel('Time', { exact: true }).fill(past.time);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('Choose a time in the future')).toBeVisible();

    // The next whole minute at least 10 s away: the form takes minutes, and a time it is given
    // must still be ahead when the server reads it.
    const soon = companyClock(60_000 - ((Date.now() + 10_000) % 60_000) + 10_000);
    await page.getByLabel('Date').fill(soon.date);
    await page.getByLabel('Time', { exact: true }).fill(soon.time);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText(`“${title}” will be published`)).toBeVisible();
    await expect(page).toHaveURL(/\/blog-admin\/posts\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();

    await page.getByRole('link', { name: 'All posts' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(/Scheduled for/);

    // Not on the blog until the scheduler publishes it.
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await expect(async () => {
      await page.goto('/blog');
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 240_000, intervals: [5_000] });

    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Doubled dock lines on a cleat' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    const feed = await page.request.get('/blog/rss.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(title);
  });
}

test('the demo blog editor, not an admin, publishes a post from the portal', async ({ page }) => {
  const title = `Marina fuel docks ${Date.now()}`;
  await signInToPortal(page, DEMO_USERS.sb.email, DEMO_USERS.sb.name);
  await page.getByRole('link', { name: 'Blog posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  await openNewPost(page);
  await writePost(page, title);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the blog' })).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

test('a slug taken by another post is refused next to the slug field, and nothing typed is lost', async ({
  page,
}) => {
  const stamp = Date.now();
  const first = `Seawall inspections ${stamp}`;
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await openNewPost(page);
  await writePost(page, first);
  await saveDraft(page, first);

  await openNewPost(page);
  const second = `Seawall repairs ${stamp}`;
  await writePost(page, second, 'Cracks along the cap.');
  await page.getByLabel('Address (slug)').fill(`seawall-inspections-${stamp}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const slug = page.getByLabel('Address (slug)');
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(/taken|another post|in use/i);
  await expect(slug).toBeFocused();
  await expect(page).toHaveURL(/\/blog-admin\/posts\/new$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(second);
  await expect(page.getByLabel('Body', { exact: true })).toHaveValue('Cracks along the cap.');

  await slug.fill(`seawall-repairs-${stamp}`);
  await saveDraft(page, second);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  const title = `Generator safety ${Date.now()}`;
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await openNewPost(page);
  await writePost(page, title);

  await page.getByRole('link', { name: 'All posts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  await page.getByRole('link', { name: 'All posts' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
});

test('restoring a revision brings back the earlier title', async ({ page }) => {
  const stamp = Date.now();
  const original = `Flood insurance basics ${stamp}`;
  const renamed = `Flood insurance, explained ${stamp}`;
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await openNewPost(page);
  await writePost(page, original);
  await saveDraft(page, original);

  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`“${renamed}” saved.`)).toBeVisible();

  const history = page.getByRole('region', { name: 'Revision history' });
  const earlier = history.getByRole('listitem').filter({ hasText: original });
  await expect(earlier).toBeVisible();
  await earlier.getByRole('button', { name: /Restore/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(original);
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(original);
});

test('a draft saves itself after a pause, and a save made elsewhere meanwhile is reported with a reload', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Roof straps ${stamp}`;
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await openNewPost(page);
  await writePost(page, title);
  await saveDraft(page, title);

  await page.getByLabel('Excerpt').fill('Clips and straps that keep a roof on in a storm.');
  await expect(page.getByText(/^Saved at /)).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel('Excerpt')).toHaveValue(
    'Clips and straps that keep a roof on in a storm.',
  );

  // Someone else saves the post (another tab, another editor) while this page has it open.
  const id = /\/blog-admin\/posts\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
  const headers = { authorization: `Bearer ${await apiToken(request, DEMO_USERS.sb.email)}` };
  const current = await (await request.get(`/api/blog-admin/posts/${id}`, { headers })).json();
  const elsewhere = await request.put(`/api/blog-admin/posts/${id}`, {
    headers,
    data: {
      title: `${title} (edited elsewhere)`,
      slug: current.slug,
      excerpt: current.excerpt,
      bodyMarkdown: current.bodyMarkdown,
      language: current.language,
      translationOfId: current.translationOfId,
      tags: current.tags,
      coverImageId: current.cover?.id ?? null,
      seoTitle: current.seoTitle,
      seoDescription: current.seoDescription,
      version: current.version,
    },
  });
  expect(elsewhere.status()).toBe(200);

  await page.getByLabel('Body', { exact: true }).fill('My own newer text.');
  const notice = page.getByRole('alert').filter({ hasText: 'Someone else saved this post' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Body', { exact: true })).toHaveValue('My own newer text.');
  await notice.getByRole('button', { name: 'Reload the post' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    `${title} (edited elsewhere)`,
  );
});

test('the post list and the editor pass the accessibility checks on a phone and a desktop, without sideways scrolling', async ({
  page,
}) => {
  const title = `Pool care after a storm ${Date.now()}`;
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await openNewPost(page);
  await writePost(page, title, '## Drain first\n\nThen **shock** the water.');
  await saveDraft(page, title);
  const editor = page.url();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/blog-admin/posts', editor]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === editor) {
        await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
        // Below 1024 px the preview is a tab; from 1024 px it sits beside the text.
        if (width < 1024) await page.getByRole('tab', { name: 'Preview' }).click();
        await expect(page.getByRole('heading', { name: 'Drain first' })).toBeVisible();
      } else {
        await expect(page.getByRole('link', { name: title })).toBeVisible();
      }
      await expectNoA11yViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test('a landlord gets Access Denied on the blog admin, and a visitor is sent to sign in', async ({
  page,
}) => {
  await page.goto('/blog-admin/posts');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, DEMO_USERS.landlord.email);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New post' })).toHaveCount(0);
  await page.goto('/portal');
  await expect(page.getByRole('link', { name: 'Blog posts' })).toHaveCount(0);
});

test('an admin makes a resident a blog editor, who can then open the blog admin', async ({
  page,
  browser,
}) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/users');
  const users = page.getByRole('region', { name: 'Users and roles' });
  await users.getByLabel('Search users').fill(DEMO_USERS.resident.email);
  await users.getByRole('button', { name: 'Search' }).click();
  const toggle = users.getByRole('switch', { name: `Blog editor: ${DEMO_USERS.resident.name}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(
    page.getByText(`${DEMO_USERS.resident.name} can now write and publish blog posts.`),
  ).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  const residentContext = await browser.newContext();
  const resident = await residentContext.newPage();
  await signInToPortal(resident, DEMO_USERS.resident.email, DEMO_USERS.resident.name);
  await resident.getByRole('link', { name: 'Blog posts' }).click();
  await expect(resident.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  await residentContext.close();

  // Switched back, so the other journeys see the demo as seeded.
  await toggle.click();
  await expect(
    page.getByText(`${DEMO_USERS.resident.name} can no longer write blog posts.`),
  ).toBeVisible();
});
