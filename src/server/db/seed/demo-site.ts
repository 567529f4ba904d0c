import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { offices, pages, plans, siteSettings, teamMembers } from '../tables';
import { DEMO_LANDING_PAGES } from './demo-landing';
import { DEMO_LEGAL_EN } from './demo-legal-en';
import { DEMO_LEGAL_ES } from './demo-legal-es';
import { DEMO_PLANS } from './demo-plans';
import { DEMO_OFFICES, DEMO_TEAM } from './demo-team';

/** The demo company's public content: settings details, offices, team, plans and CMS pages. */
export async function seedDemoSite(db: Db): Promise<void> {
  await db
    .update(siteSettings)
    .set({
      emergencyPhone: '+1 (305) 555-0199',
      tagline: {
        en: 'Waterfront property management for Miami, Fort Lauderdale, Naples and Key West.',
        es: 'Administración de propiedades frente al agua en Miami, Fort Lauderdale, Naples y Key West.',
      },
      officeHours: {
        en: 'Mon–Fri 8:30 am–6 pm, Sat 9 am–1 pm (Eastern)',
        es: 'Lun a vie 8:30 a. m.–6 p. m., sáb 9 a. m.–1 p. m. (hora del Este)',
      },
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/blu.waterfront' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/blu-waterfront' },
      ],
    })
    .where(eq(siteSettings.id, 1));

  const officeRows = await db.insert(offices).values(DEMO_OFFICES).returning();
  const officeId = new Map(officeRows.map((o) => [o.slug, o.id]));
  await db.insert(teamMembers).values(
    DEMO_TEAM.map(({ office, ...member }, i) => ({
      ...member,
      officeId: officeId.get(office) ?? null,
      sort: i,
    })),
  );
  await db.insert(plans).values(DEMO_PLANS);
  await db.insert(pages).values([...DEMO_LEGAL_EN, ...DEMO_LEGAL_ES, ...DEMO_LANDING_PAGES]);
}
