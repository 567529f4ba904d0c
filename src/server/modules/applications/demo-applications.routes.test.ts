import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

it('the demo data has two applications waiting, each for a demo home offered for rent', async () => {
  const admin = await server.signIn('admin@example.com');
  const res = await server.request('GET', '/api/applications?status=waiting', { token: admin });
  expect(res.status).toBe(200);
  const rows = res.body.applications as {
    applicantName: string;
    home: { title: string; monthlyRentCents: number } | null;
    incomeToRent: number | null;
  }[];
  expect(rows.map((r) => [r.applicantName, r.home?.title, r.incomeToRent])).toEqual([
    ['Camila Herrera', 'Pet-friendly two-bedroom over the bay', 2.93],
    ['Jordan Ellis', 'Furnished one-bedroom, ready to move in', 3.52],
  ]);
  const notices = await server.request('GET', '/api/notifications', { token: admin });
  const titles = (notices.body.items as { title: string; link: string }[]).filter(
    (n) => n.title === 'Application received',
  );
  expect(titles).toHaveLength(2);
  expect(titles[0]!.link).toMatch(/^\/portal\/applications\/[0-9a-f-]{36}$/);
});
