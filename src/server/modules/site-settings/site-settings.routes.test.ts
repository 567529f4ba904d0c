import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTestServer } from '../../../../tests/support/api';
import { outboxEmails } from '../../db/tables';

const server = useTestServer();
let admin: string;
let landlord: string;
beforeAll(async () => {
  [admin, landlord] = await signInAs(server, 'admin', 'landlord');
});

const patch = (body: unknown, token?: string, headers?: Record<string, string>) =>
  server.request('PATCH', '/api/admin/site-settings', { body, token, headers });

describe('GET /api/site-settings', () => {
  it('answers the brand, contact details and demo extras to anyone', async () => {
    const res = await server.request('GET', '/api/site-settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      brandName: 'Blu',
      supportEmail: 'support@blu.example',
      senderEmail: '',
      emergencyPhone: '+1 (305) 555-0199',
      stormAlert: { active: false },
    });
    expect(res.body.tagline.es).toMatch(/frente al agua/);
    expect(res.body.socialLinks[0].url).toMatch(/^https:\/\//);
  });
});

describe('PATCH /api/admin/site-settings', () => {
  it('refuses visitors with 401 and other roles with 403', async () => {
    expect((await patch({ phone: '305 555 0000' })).status).toBe(401);
    expect((await patch({ phone: '305 555 0000' }, landlord)).status).toBe(403);
  });

  it('refuses an admin viewing as a landlord', async () => {
    const res = await patch({ phone: '305 555 0000' }, admin, { 'x-impersonate-role': 'landlord' });
    expect(res.status).toBe(403);
  });

  it('answers 400 with the field for bad input and changes nothing', async () => {
    const bad = await patch({ supportEmail: 'not-an-email', phone: 'call me' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      supportEmail: expect.any(String),
      phone: 'Use digits, spaces and + ( ) - only',
    });
    const noTitle = await patch({ stormAlert: { active: true, title: '', body: '' } }, admin);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toEqual({
      'stormAlert.title': 'Enter a title for the alert',
      'stormAlert.body': 'Say what owners should do',
    });
    // The codes let the portal say the same in the reader's language.
    expect(noTitle.body.codes).toEqual({
      'stormAlert.title': 'storm.title',
      'stormAlert.body': 'storm.body',
    });
    const long = await patch({ brandName: 'x'.repeat(61) }, admin);
    expect(long.body.fields).toEqual({ brandName: 'Use at most 60 characters' });
    expect(long.body.codes).toEqual({ brandName: 'text.tooLong?max=60' });
    const halfSpanish = await patch(
      { stormAlert: { active: true, title: 'Watch', body: 'Shutters up.', titleEs: 'Vigilancia' } },
      admin,
    );
    expect(halfSpanish.status).toBe(400);
    expect(halfSpanish.body.fields).toEqual({
      'stormAlert.bodyEs': 'Add the Spanish text too, or leave both Spanish fields empty',
    });
    const empty = await patch({}, admin);
    expect(empty.status).toBe(400);
    const after = await server.request('GET', '/api/site-settings');
    expect(after.body.supportEmail).toBe('support@blu.example');
  });

  it('sets the storm alert, audits the change and notifies everyone', async () => {
    const res = await patch(
      {
        stormAlert: {
          active: true,
          title: 'Tropical Storm Dana: watch for Miami-Dade',
          body: 'Shutter crews start Tuesday at 7 am.',
          titleEs: 'Tormenta tropical Dana: vigilancia para Miami-Dade',
          bodyEs: 'Las cuadrillas colocan las persianas desde el martes a las 7 am.',
        },
      },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.stormAlert).toEqual({
      active: true,
      title: 'Tropical Storm Dana: watch for Miami-Dade',
      body: 'Shutter crews start Tuesday at 7 am.',
      titleEs: 'Tormenta tropical Dana: vigilancia para Miami-Dade',
      bodyEs: 'Las cuadrillas colocan las persianas desde el martes a las 7 am.',
    });
    const pub = await server.request('GET', '/api/site-settings');
    expect(pub.body.stormAlert.active).toBe(true);

    const audit = await server.request('GET', '/api/admin/audit?pageSize=5', { token: admin });
    const entry = audit.body.items.find(
      (e: { action: string }) => e.action === 'site-settings.update',
    );
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com', target: 'site_settings:1' });
    expect(entry.before.stormAlert.active).toBe(false);

    const resident = await server.signIn('resident@example.com');
    const inbox = await server.request('GET', '/api/notifications', { token: resident });
    expect(JSON.stringify(inbox.body)).toContain('Tropical Storm Dana');
  });

  it('updates contact details and clears the alert', async () => {
    const res = await patch(
      { phone: '+1 (305) 555-0150', stormAlert: { active: false, title: null, body: null } },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe('+1 (305) 555-0150');
    expect(res.body.stormAlert).toEqual({
      active: false,
      title: null,
      body: null,
      titleEs: null,
      bodyEs: null,
    });
  });

  it('names the sender of every e-mail queued after it; empty, the configured address', async () => {
    const bad = await patch({ senderEmail: 'mail from the office' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ senderEmail: 'Enter a valid e-mail address' });

    const set = await patch({ senderEmail: ' Hello@Blu.Example ' }, admin);
    expect(set.status).toBe(200);
    expect(set.body.senderEmail).toBe('hello@blu.example');
    const lastMailTo = async (email: string) => {
      await server.request('POST', '/api/auth/forgot-password', { body: { email } });
      const [mail] = await server.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, email))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1);
      return mail!;
    };
    expect(await lastMailTo('landlord@example.com')).toMatchObject({
      from: '"Blu" <hello@blu.example>',
      replyTo: 'support@blu.example',
    });

    expect((await patch({ senderEmail: '' }, admin)).status).toBe(200);
    // SMTP_FROM is unset in tests: no-reply at the host of PUBLIC_URL as configured.
    expect(await lastMailTo('sb@example.com')).toMatchObject({
      from: '"Blu" <no-reply@localhost>',
      replyTo: 'support@blu.example',
    });
  });
});
