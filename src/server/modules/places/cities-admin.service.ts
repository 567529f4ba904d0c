import { asc, eq } from 'drizzle-orm';
import type { AdminCity, CityContent } from '../../../shared/schemas/cities-admin';
import type { Db } from '../../db/client';
import { cities } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { apiColumns } from '../../lib/api-columns';

type CityRow = typeof cities.$inferSelect;

function toAdminCity(row: CityRow): AdminCity {
  return apiColumns(row, [
    'slug',
    'name',
    'state',
    'tagline',
    'guide',
    'boatingNotes',
    'marinas',
    'updatedAt',
  ]);
}

/** Every city with its editable content, in the order the public site lists them. */
export async function listAdminCities(db: Db): Promise<AdminCity[]> {
  const rows = await db.select().from(cities).orderBy(asc(cities.sort), asc(cities.name));
  return rows.map(toAdminCity);
}

/**
 * Replaces the text and marinas of a city's marine-lifestyle page. Name, state, slug and order
 * stay as they are: they are the city's identity, linked from listings and communities.
 */
export async function replaceCityContent(
  db: Db,
  actor: AuditActor,
  slug: string,
  input: CityContent,
): Promise<AdminCity> {
  return db.transaction(async (tx) => {
    // Locked, so the audit entry's "before" is what this write really replaced.
    const [current] = await tx.select().from(cities).where(eq(cities.slug, slug)).for('update');
    if (!current) throw notFound('City');
    const [row] = await tx
      .update(cities)
      .set({
        tagline: { en: input.tagline.en, es: input.tagline.es },
        guide: { en: input.guide.en, es: input.guide.es },
        boatingNotes: { en: input.boatingNotes.en, es: input.boatingNotes.es },
        marinas: input.marinas.map((m) => ({
          name: m.name,
          slips: m.slips,
          maxLengthFt: m.maxLengthFt,
          description: { en: m.description.en, es: m.description.es },
        })),
        updatedAt: new Date(),
      })
      .where(eq(cities.id, current.id))
      .returning();
    const city = toAdminCity(row!);
    await recordAudit(tx, actor, {
      action: 'city.update',
      target: `city:${slug}`,
      before: toAdminCity(current),
      after: city,
    });
    return city;
  });
}
