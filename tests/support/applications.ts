import { listings } from '../../src/server/db/tables';
import type { TestServer } from './api';
import { createTestUnit } from './leasing';
import { validLeads } from './lead-fixtures';
import { uniqueEmail } from './users';

/** A rental listing on a fresh unit of the demo landlord: a home nobody else applies for. */
export async function createRentalListing(
  server: TestServer,
  monthlyRentCents = 300_000,
): Promise<{ listingId: string; unitId: string }> {
  const unitId = await createTestUnit(server.database.db);
  const [row] = await server.database.db
    .insert(listings)
    .values({ unitId, purpose: 'rent', priceCents: monthlyRentCents, title: 'Test home for rent' })
    .returning({ id: listings.id });
  return { listingId: row!.id, unitId };
}

let ipCounter = 0;
/** A fresh documentation address per submission: the per-address form limit counts each alone. */
export function freshIpHeader(): Record<string, string> {
  ipCounter += 1;
  return {
    'x-forwarded-for': `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
  };
}

/** Submits /car as a visitor; returns the application's id and the applicant's e-mail. */
export async function submitApplication(
  server: TestServer,
  options: {
    listingId?: string;
    email?: string;
    monthlyIncome?: number;
    name?: string;
    /** The language of the form's page: `es` as if sent from /es/car. */
    language?: 'en' | 'es';
  } = {},
): Promise<{ id: string; email: string; reference: string }> {
  const email = options.email ?? uniqueEmail('applicant');
  const body = {
    ...validLeads.car,
    contact: { ...validLeads.car.contact, email, name: options.name ?? 'Avery Applicant' },
    monthlyIncome: options.monthlyIncome ?? validLeads.car.monthlyIncome,
    ...(options.listingId ? { listingId: options.listingId } : {}),
  };
  const query = options.language ? `?language=${options.language}` : '';
  const res = await server.request('POST', `/api/leads/car${query}`, {
    body,
    headers: freshIpHeader(),
  });
  if (res.status !== 201)
    throw new Error(`/car submission failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as string, email, reference: res.body.reference as string };
}

export function approveBody(over: Record<string, unknown> = {}) {
  return {
    startDate: '2030-02-01',
    endDate: '2031-01-31',
    monthlyRentCents: 300_000,
    dueDay: 1,
    securityDepositCents: 300_000,
    note: 'Welcome aboard.',
    ...over,
  };
}
