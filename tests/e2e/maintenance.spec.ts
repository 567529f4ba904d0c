import { expect, test, type APIRequestContext } from '@playwright/test';
import { makePng } from '../support/images';
import { apiAs } from './support/api';
import { DEMO_USERS, signIn } from './support/auth';

// Maintenance end to end: a resident files a request with a photo; another resident is refused
// their page; the office schedules a request from the board by keyboard; the technician completes
// a job at 375 px with a photo; the owner approves an estimate and finds the work on the statement.

const SECTION_LOAD = 30_000;
const photo = () => ({ name: 'leak.png', mimeType: 'image/png', buffer: makePng(320, 240) });

const api = apiAs;

async function meId(request: APIRequestContext, email: string): Promise<string> {
  return (await (await api(request, email)).get('/api/auth/me')).user.id as string;
}

test('a resident files a request with a photo and sees it listed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO_USERS.resident.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Request maintenance' }).first().click();
  await expect(page).toHaveURL(/\/maintenance\/[0-9a-f-]{36}$/);
  const form = page.getByRole('region', { name: 'Report a problem' });
  await expect(form.getByRole('button', { name: 'Send request' })).toBeVisible({
    timeout: SECTION_LOAD,
  });

  // Sent empty, every refusal sits next to its field.
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Choose what the problem is about')).toBeVisible();
  await expect(form.getByText('Choose how urgent it is')).toBeVisible();
  await expect(form.getByText('Say whether we may enter when nobody is home')).toBeVisible();

  await form.getByLabel('What is it about?').selectOption({ label: 'Plumbing' });
  // An emergency shows the 24/7 line at once.
  await form.getByRole('radio', { name: /Emergency/ }).check();
  await expect(form.getByRole('link', { name: /^Call / })).toBeVisible();
  await form.getByRole('radio', { name: /Routine/ }).check();
  await expect(form.getByRole('link', { name: /^Call / })).toHaveCount(0);

  const words = `Bathroom tap drips all night (journey ${Date.now()})`;
  await form.getByLabel('What is wrong?').fill(`${words}. It started on Sunday.`);
  await form.locator('input[type=file]').setInputFiles(photo());
  await expect(form.getByText('Uploaded')).toBeVisible();
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('checkbox', { name: 'Weekday mornings' }).check();
  await form.getByRole('button', { name: 'Send request' }).click();

  const listed = page.getByRole('region', { name: 'Your requests' }).getByRole('link', {
    name: `Plumbing: ${words}`,
  });
  await expect(listed).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your requests' }).getByText('New').first(),
  ).toBeVisible();
  // Its page shows the photo and the timeline.
  await listed.click();
  await expect(page.getByRole('heading', { level: 1, name: `Plumbing: ${words}` })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByRole('img', { name: 'Photo sent with the request' })).toBeVisible();
  await expect(page.getByText('Request filed')).toBeVisible();
});

test("another resident gets Access Denied on the first one's maintenance page", async ({
  page,
  request,
}) => {
  const uid = await meId(request, DEMO_USERS.resident.email);
  await signIn(page, 'marcus.bell@example.com');
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto(`/maintenance/${uid}`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
});

test('the office schedules a new request for the technician from the board, by keyboard', async ({
  page,
  request,
}) => {
  const resident = await api(request, DEMO_USERS.resident.email);
  const uid = await meId(request, DEMO_USERS.resident.email);
  const mine = await resident.get(`/api/maintenance/${uid}`);
  const title = `Balcony door will not latch (journey ${Date.now()})`;
  const order = await resident.post(`/api/maintenance/${uid}/requests`, {
    unitId: mine.units[0].unitId,
    category: 'locks_keys',
    urgency: 'routine',
    description: `${title}.`,
    permissionToEnter: true,
  });

  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto(`/portal/work-orders?q=${encodeURIComponent(order.reference)}`);
  const move = page.getByLabel(`Move “${order.title}” to`);
  await expect(move).toBeVisible({ timeout: SECTION_LOAD });
  await move.focus();
  await move.selectOption({ label: 'Scheduled' });

  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Technician')
    .selectOption({ label: `${DEMO_USERS.mt.name} (Biscayne Plumbing LLC)` });
  await dialog.getByLabel('Visit window').selectOption('afternoon');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toHaveCount(0);
  const scheduled = page.getByRole('region', { name: /^Scheduled/ });
  await expect(scheduled.getByRole('link', { name: order.title })).toBeVisible();

  // Only the moves the flow allows are offered: a scheduled job starts; it does not jump to
  // Completed, and nothing goes back to New.
  const offered = page.getByLabel(`Move “${order.title}” to`).locator('option');
  await expect(offered).toHaveText(['Choose…', 'In progress']);

  // The table, filtered by technician, has it too.
  await page.getByRole('button', { name: 'Table' }).click();
  await page
    .getByRole('search')
    .getByLabel(/^Technician/)
    .selectOption({ label: DEMO_USERS.mt.name });
  await expect(page).toHaveURL(/technicianId=/);
  await expect(page.getByRole('link', { name: order.title }).first()).toBeVisible();
});

test('the technician completes a job at 375 px with an after photo', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const admin = await api(request, DEMO_USERS.admin.email);
  const resident = await api(request, DEMO_USERS.resident.email);
  const uid = await meId(request, DEMO_USERS.resident.email);
  const mine = await resident.get(`/api/maintenance/${uid}`);
  const title = `Kitchen light flickers (journey ${Date.now()})`;
  const order = await resident.post(`/api/maintenance/${uid}/requests`, {
    unitId: mine.units[0].unitId,
    category: 'electrical',
    urgency: 'urgent',
    description: `${title}.`,
    permissionToEnter: true,
  });
  const { technicians } = await admin.get('/api/technicians');
  const luis = technicians.find((t: { name: string }) => t.name === DEMO_USERS.mt.name);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  await admin.post(`/api/work-orders/${order.id}/actions`, {
    action: 'schedule',
    schedule: { technicianId: luis.id, date: today, window: 'evening' },
  });

  await signIn(page, DEMO_USERS.mt.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/work-orders');
  const today_ = page.getByRole('region', { name: 'Today' });
  await expect(today_.getByRole('link', { name: order.title })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(today_.getByRole('link', { name: 'Directions' }).first()).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  // The resident's phone and how to get in, on the day list itself.
  await expect(today_.getByRole('link', { name: /^Call / }).first()).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(today_.getByText('May enter:').first()).toBeVisible();
  // A job paused for parts after yesterday's visit stays on the list, under its own heading.
  const earlier = page.getByRole('region', { name: 'Still open from an earlier visit' });
  await expect(
    earlier.getByRole('link', { name: /washing machine stops mid-cycle/ }),
  ).toBeVisible();
  await today_.getByRole('link', { name: order.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: order.title })).toBeVisible({
    timeout: SECTION_LOAD,
  });

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page
    .getByRole('region', { name: 'What you can do' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page.getByText('In progress').first()).toBeVisible();

  // Parts used.
  const costs = page.getByRole('region', { name: 'Costs' });
  await costs.getByLabel('Description').fill('LED driver');
  await costs.getByLabel('Unit price ($)').fill('28.50');
  await costs.getByRole('button', { name: 'Add cost' }).click();
  await expect(costs.getByText('LED driver')).toBeVisible();

  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const actions = page.getByRole('region', { name: 'What you can do' });
  await actions.getByLabel('What was done').fill('Replaced the LED driver; no more flicker.');
  await actions.locator('input[type=file]').last().setInputFiles(photo());
  await expect(actions.getByText('Uploaded')).toBeVisible();
  await actions.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Completed').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'After the work' })).toBeVisible();

  const detail = await admin.get(`/api/work-orders/${order.id}`);
  expect(detail.status).toBe('completed');
  expect(detail.media.filter((m: { stage: string }) => m.stage === 'after')).toHaveLength(1);
});

test('the owner approves an estimate over the threshold and finds the work on the statement', async ({
  page,
  request,
}) => {
  // A new estimate over the threshold on one of the landlord's homes (the demo has one too, but
  // a retried journey must not depend on what an earlier attempt answered).
  const landlord = await api(request, DEMO_USERS.landlord.email);
  const admin = await api(request, DEMO_USERS.admin.email);
  const { workOrders } = await landlord.get('/api/work-orders?pageSize=200');
  const home = workOrders.find((w: { resident: unknown; unit: unknown }) => w.resident && w.unit);
  const title = `Water heater replacement (journey ${Date.now()})`;
  const filed = await admin.post(`/api/maintenance/${home.resident.id}/requests`, {
    unitId: home.unit.id,
    category: 'plumbing',
    urgency: 'urgent',
    description: `${title}. The tank leaks at the base.`,
    permissionToEnter: true,
  });
  const pending = await admin.post(`/api/work-orders/${filed.id}/costs`, {
    kind: 'parts',
    description: 'Water heater, 50 gallons, installed',
    quantity: 1,
    unitCents: 185_000,
  });
  expect(pending.approvalState).toBe('pending');

  await signIn(page, DEMO_USERS.landlord.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/work-orders');
  const awaiting = page.getByRole('region', { name: 'Waiting for your approval' });
  await expect(awaiting.getByRole('link', { name: pending.title })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await awaiting.getByRole('link', { name: pending.title }).click();
  const approval = page.getByRole('region', { name: 'Your approval' });
  // Declining needs a note: refused at the field.
  await approval.getByRole('radio', { name: 'Decline' }).check();
  await approval.getByRole('button', { name: 'Send answer' }).click();
  await expect(approval.getByText('Say why you decline')).toBeVisible();
  await approval.getByRole('radio', { name: 'Approve the estimate' }).check();
  await approval.getByLabel(/Note to the office/).fill('Go ahead, the unit is old.');
  await approval.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Approved by the owner')).toBeVisible();

  // The office and the technician finish the job.
  const { technicians } = await admin.get('/api/technicians');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  await admin.post(`/api/work-orders/${pending.id}/actions`, {
    action: 'schedule',
    schedule: { technicianId: technicians[0].id, date: today, window: 'evening' },
  });
  await admin.post(`/api/work-orders/${pending.id}/actions`, { action: 'start' });
  await admin.post(`/api/work-orders/${pending.id}/actions`, {
    action: 'complete',
    notes: 'New water heater installed and tested.',
  });

  await page.goto('/portal/statements/month-to-date');
  await expect(page.getByText(pending.reference).first()).toBeVisible({ timeout: SECTION_LOAD });
});

test('an approval link that is no longer valid says so and offers the portal', async ({ page }) => {
  await page.goto('/owner-approval/not-a-real-approval-token-000000');
  await expect(page.getByText('This approval link is no longer valid.')).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByRole('link', { name: 'Sign in to the portal' })).toBeVisible();
});

test('the office keeps preventive schedules', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/work-orders?view=preventive');
  const section = page.getByRole('region', { name: 'Preventive maintenance' });
  await expect(section.getByText('Hurricane shutter check')).toBeVisible({ timeout: SECTION_LOAD });

  await section.getByRole('button', { name: 'New schedule' }).click();
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText('Enter the title')).toBeVisible();
  await expect(section.getByText('Choose a property or a community, not both')).toBeVisible();

  const title = `Pressure-wash the pool deck (journey ${Date.now()})`;
  await section.getByLabel('Where').selectOption({ index: 1 });
  await section.getByLabel('What to do').fill(title);
  await section.getByLabel('Repeats').selectOption('yearly');
  await section.getByLabel('Month').selectOption('3');
  await section.getByLabel('Day (1–28)').fill('10');
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText(title)).toBeVisible();
  await expect(section.getByText(/each year on Mar/).first()).toBeVisible();
});

test('the office sets the response targets and the technician on call', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/work-orders?view=settings');
  const section = page.getByRole('region', { name: 'Response targets and on call' });
  const emergency = section.getByLabel('Emergency: first response within (hours)');
  await expect(emergency).toHaveValue('4', { timeout: SECTION_LOAD });
  await emergency.fill('0');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Enter at least 1 hour')).toBeVisible();
  await emergency.fill('4');
  await section.getByLabel('Technician on call').selectOption({ label: DEMO_USERS.mt.name });
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Maintenance settings saved.')).toBeVisible();
});

test('the technician completes a job while offline: kept on the phone, sent once back online', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const admin = await api(request, DEMO_USERS.admin.email);
  const resident = await api(request, DEMO_USERS.resident.email);
  const uid = await meId(request, DEMO_USERS.resident.email);
  const mine = await resident.get(`/api/maintenance/${uid}`);
  const title = `Garbage disposal hums (journey ${Date.now()})`;
  const order = await resident.post(`/api/maintenance/${uid}/requests`, {
    unitId: mine.units[0].unitId,
    category: 'appliance',
    urgency: 'routine',
    description: `${title}.`,
    permissionToEnter: true,
  });
  const { technicians } = await admin.get('/api/technicians');
  const luis = technicians.find((t: { name: string }) => t.name === DEMO_USERS.mt.name);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  await admin.post(`/api/work-orders/${order.id}/actions`, {
    action: 'schedule',
    schedule: { technicianId: luis.id, date: today, window: 'evening' },
  });

  await signIn(page, DEMO_USERS.mt.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto(`/portal/work-orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: order.title })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page
    .getByRole('region', { name: 'What you can do' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toBeVisible();

  // The connection drops in the kitchen: the completion and its photo stay on the phone.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const actions = page.getByRole('region', { name: 'What you can do' });
  await actions.getByLabel('What was done').fill('Freed the jammed flywheel; runs quietly.');
  await actions.locator('input[type=file]').last().setInputFiles(photo());
  await actions.getByRole('button', { name: 'Complete' }).click();
  const saved = page.getByRole('status').filter({
    hasText: 'Saved on this phone; it will be sent when you are online',
  });
  await expect(saved).toBeVisible();
  await expect(page.getByText('Completed').first()).toBeVisible();
  expect((await admin.get(`/api/work-orders/${order.id}`)).status).toBe('in_progress');

  // Back online: sent, once, with the photo.
  await context.setOffline(false);
  await expect(saved).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await admin.get(`/api/work-orders/${order.id}`)).status, { timeout: 30_000 })
    .toBe('completed');
  const detail = await admin.get(`/api/work-orders/${order.id}`);
  expect(
    detail.events.filter((e: { toStatus: string }) => e.toStatus === 'completed'),
  ).toHaveLength(1);
  expect(detail.media.filter((m: { stage: string }) => m.stage === 'after')).toHaveLength(1);
});
