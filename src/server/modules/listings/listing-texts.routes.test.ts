import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedIn, useTestServer } from '../../../../tests/support/api';
import { auditLog } from '../../db/tables';

const server = useTestServer();
const tokens = useSignedIn(server, 'landlord', 'landlord2', 'admin', 'resident');
let ownListing: { id: string; title: string; description: string; titleEs: string | null };
let otherListing: string;

beforeAll(async () => {
  const mine = await server.request('GET', '/api/listings/mine', { token: tokens.landlord });
  ownListing = mine.body.find((l: { status: string }) => l.status === 'active');
  const theirs = await server.request('GET', '/api/listings/mine', { token: tokens.landlord2 });
  otherListing = theirs.body[0].id;
});

const texts = {
  title: {
    en: '  Bayfront two-bedroom with a deeded boat slip  ',
    es: 'Dos dormitorios frente a la bahía con amarre propio',
  },
  description: {
    en: 'Morning light over Biscayne Bay, a 40-foot slip two minutes from the lobby.',
    es: 'Luz de mañana sobre la bahía de Biscayne y un amarre de 40 pies a dos minutos del vestíbulo.',
  },
};

const put = (id: string, token: string | undefined, body: unknown) =>
  server.request('PUT', `/api/listings/${id}/texts`, { token, body });

describe('PUT /api/listings/:id/texts', () => {
  it('refuses visitors (401), residents (403), another owner (403) and unknown listings (404)', async () => {
    expect((await put(ownListing.id, undefined, texts)).status).toBe(401);
    expect((await put(ownListing.id, tokens.resident, texts)).status).toBe(403);
    expect((await put(otherListing, tokens.landlord, texts)).status).toBe(403);
    const missing = await put('00000000-0000-4000-8000-000000000000', tokens.admin, texts);
    expect(missing.status).toBe(404);
    const listing = await server.request('GET', `/api/listings/${ownListing.id}`);
    expect(listing.body.title).toBe(ownListing.title);
  });

  it('answers 400 naming each field, half a translation included, and stores nothing', async () => {
    const res = await put(ownListing.id, tokens.landlord, {
      title: { en: '   ', es: 'Solo el título en español' },
      description: { en: 'x'.repeat(4001), es: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'title.en': 'Enter the title in English',
      'description.en': 'Use at most 4000 characters',
      'description.es': 'Add the Spanish description too, or leave both Spanish fields empty',
    });
    const onlyText = await put(ownListing.id, tokens.landlord, {
      title: { en: texts.title.en, es: '' },
      description: texts.description,
    });
    expect(onlyText.body.fields).toEqual({
      'title.es': 'Add the Spanish title too, or leave both Spanish fields empty',
    });
    const listing = await server.request('GET', `/api/listings/${ownListing.id}`);
    expect(listing.body.title).toBe(ownListing.title);
  });

  it('stores both languages trimmed, shows them publicly at once and audits the change', async () => {
    const res = await put(ownListing.id, tokens.landlord, texts);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ownListing.id,
      title: texts.title.en.trim(),
      titleEs: texts.title.es,
      description: texts.description.en,
      descriptionEs: texts.description.es,
    });
    const page = await server.request('GET', `/api/listings/${ownListing.id}`);
    expect(page.body).toMatchObject({ title: texts.title.en.trim(), titleEs: texts.title.es });
    const search = await server.request('GET', '/api/listings?pageSize=48');
    const card = search.body.items.find((l: { id: string }) => l.id === ownListing.id);
    expect(card.titleEs).toBe(texts.title.es);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'listing.texts.update'),
          eq(auditLog.target, `listing:${ownListing.id}`),
        ),
      )
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.before).toMatchObject({ title: ownListing.title });
    expect(entry?.after).toMatchObject({ spanish: { title: texts.title.es } });
  });

  it('drops the translation when both Spanish fields are emptied; an admin edits any listing', async () => {
    const res = await put(otherListing, tokens.admin, {
      title: { en: 'Canal-front townhouse with a private dock', es: '' },
      description: { en: 'Three bedrooms on a quiet canal, ten minutes from the inlet.', es: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ titleEs: null, descriptionEs: null });
    const page = await server.request('GET', `/api/listings/${otherListing}`);
    expect(page.body.titleEs).toBeNull();
  });
});
