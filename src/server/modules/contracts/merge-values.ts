import { asc, eq } from 'drizzle-orm';
import type { ContractSources } from '../../../shared/schemas/contracts';
import type { PartyInput } from '../../../shared/schemas/contracts';
import type { ContractKind } from '../../../shared/contract-terms';
import type { Db } from '../../db/client';
import {
  cities,
  leaseResidents,
  leases,
  leads,
  plans,
  properties,
  units,
  users,
} from '../../db/tables';
import { formatMoney } from '../../../shared/money';
import { fieldError } from '../../lib/app-error';
import { capabilityHolders } from '../../lib/capability-holders';
import { readSiteSettings } from '../../lib/site-settings';
import { joinLeaseHome } from '../../db/joins';

/** Merge-field values and the parties the chosen records suggest. */
export interface MergeResult {
  values: Record<string, string>;
  parties: PartyInput[];
  /** The property and plan the records name, kept on the contract for what signing does. */
  propertyId: string | null;
  planId: string | null;
}

const ORDINAL = (n: number) => {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

function longDate(iso: string | null): string {
  if (!iso) return 'month to month';
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function planFee(plan: {
  percentOfRentBasisPoints: number | null;
  monthlyFeeCents: number | null;
}) {
  if (plan.percentOfRentBasisPoints !== null) {
    return `${plan.percentOfRentBasisPoints / 100}% of rent collected`;
  }
  if (plan.monthlyFeeCents !== null) return `${formatMoney(plan.monthlyFeeCents)} per month`;
  return '';
}

interface LeadPayload {
  contact?: { name?: string; email?: string; phone?: string };
  property?: { address?: string; unit?: string; city?: string };
  properties?: { address?: string; unit?: string; city?: string }[];
  plan?: string;
  proposal?: { plan?: string; feePercent?: number };
}

/** The company's own details, in every contract. */
async function companyValues(db: Db, now: Date): Promise<Record<string, string>> {
  const site = await readSiteSettings(db);
  return {
    'company.name': site.legalName || site.brandName,
    'company.address': site.address,
    'company.phone': site.phone,
    'company.email': site.supportEmail,
    'contract.date': now.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: site.timeZone,
    }),
  };
}

async function leaseValues(db: Db, leaseId: string, values: Record<string, string>) {
  const [lease] = await joinLeaseHome(
    db
      .select({
        id: leases.id,
        status: leases.status,
        startDate: leases.startDate,
        endDate: leases.endDate,
        rent: leases.monthlyRentCents,
        deposit: leases.securityDepositCents,
        dueDay: leases.dueDay,
        graceDays: leases.lateFeeGraceDays,
        lateFlat: leases.lateFeeFlatCents,
        latePercent: leases.lateFeePercentBasisPoints,
        unit: units.label,
        propertyId: properties.id,
      })
      .from(leases)
      .$dynamic(),
  ).where(eq(leases.id, leaseId));
  if (!lease) throw fieldError('leaseId', 'Choose a lease from the list');
  const residents = await db
    .select({ name: users.name, email: users.email })
    .from(leaseResidents)
    .innerJoin(users, eq(users.id, leaseResidents.userId))
    .where(eq(leaseResidents.leaseId, leaseId))
    .orderBy(asc(users.name));
  const lateFee =
    lease.lateFlat !== null
      ? `${formatMoney(lease.lateFlat)} if rent is more than ${lease.graceDays} days late`
      : lease.latePercent !== null
        ? `${lease.latePercent / 100}% of the rent if it is more than ${lease.graceDays} days late`
        : 'none';
  Object.assign(values, {
    'resident.name': residents.map((r) => r.name).join(' and '),
    'resident.email': residents.map((r) => r.email).join(', '),
    'lease.start': longDate(lease.startDate),
    'lease.end': longDate(lease.endDate),
    'lease.rent': formatMoney(lease.rent),
    'lease.deposit': formatMoney(lease.deposit),
    'lease.dueDay': ORDINAL(lease.dueDay),
    'lease.lateFee': lateFee,
    'property.unit': lease.unit,
  });
  return { lease, residents };
}

async function propertyValues(db: Db, propertyId: string, values: Record<string, string>) {
  const [property] = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.addressLine,
      postalCode: properties.postalCode,
      city: cities.name,
      state: cities.state,
      planId: properties.planId,
      ownerName: users.name,
      ownerEmail: users.email,
      ownerPhone: users.phone,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId));
  if (!property) throw fieldError('propertyId', 'Choose a property from the list');
  Object.assign(values, {
    'property.name': property.name,
    'property.address': `${property.address}, ${property.city}, ${property.state} ${property.postalCode}`,
    'owner.name': property.ownerName,
    'owner.email': property.ownerEmail,
    'owner.phone': property.ownerPhone ?? '',
  });
  return property;
}

async function planValues(
  db: Db,
  where: { id?: string; slug?: string },
  values: Record<string, string>,
) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(where.id ? eq(plans.id, where.id) : eq(plans.slug, where.slug ?? ''));
  if (!plan) return null;
  values['plan.name'] = plan.name;
  const fee = planFee(plan);
  if (fee) values['plan.fee'] = fee;
  return plan;
}

async function leadValues(db: Db, leadId: string, values: Record<string, string>) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw fieldError('leadId', 'Choose a lead from the list');
  const payload = lead.payload as LeadPayload;
  const home = payload.property ?? payload.properties?.[0];
  const cityNames = await db.select({ slug: cities.slug, name: cities.name }).from(cities);
  const cityName = cityNames.find((c) => c.slug === home?.city)?.name;
  Object.assign(values, {
    'owner.name': lead.contactName,
    'owner.email': lead.contactEmail,
    'owner.phone': lead.contactPhone ?? '',
  });
  if (home?.address) {
    values['property.address'] = [home.address, home.unit ? `Unit ${home.unit}` : '', cityName]
      .filter(Boolean)
      .join(', ')
      .concat(cityName ? ', FL' : '');
    values['property.name'] = home.address;
  }
  const planSlug = payload.proposal?.plan ?? payload.plan;
  const plan = planSlug ? await planValues(db, { slug: planSlug }, values) : null;
  if (payload.proposal?.feePercent) {
    values['plan.fee'] = `${payload.proposal.feePercent}% of rent collected`;
  }
  if (lead.assigneeId) {
    const [broker] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, lead.assigneeId));
    if (broker) values['broker.name'] = broker.name;
  }
  return { lead, planId: plan?.id ?? null };
}

/** The company's signer: the first active account that represents the company. */
async function companySigner(db: Db): Promise<PartyInput | null> {
  const [representative] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(capabilityHolders('represent:company:any', { active: true }))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return representative
    ? { name: representative.name, email: representative.email, role: 'signer' }
    : null;
}

/**
 * Fills what the chosen records know. Parties follow the templates' signer numbers: the owner,
 * resident or vendor is signer 1 and the company's representative signer 2.
 */
export async function mergeValues(
  db: Db,
  kind: ContractKind,
  sources: ContractSources,
  now = new Date(),
): Promise<MergeResult> {
  const values = await companyValues(db, now);
  const parties: PartyInput[] = [];
  let propertyId = sources.propertyId ?? null;
  let planId = sources.planId ?? null;
  if (sources.leaseId) {
    const { lease, residents } = await leaseValues(db, sources.leaseId, values);
    propertyId ??= lease.propertyId;
    parties.push(...residents.map((r) => ({ ...r, role: 'signer' as const })));
  }
  if (propertyId) {
    const property = await propertyValues(db, propertyId, values);
    planId ??= property.planId;
    if (kind === 'management-agreement') {
      parties.push({ name: property.ownerName, email: property.ownerEmail, role: 'signer' });
    }
  }
  if (sources.leadId) {
    const { lead, planId: leadPlan } = await leadValues(db, sources.leadId, values);
    planId ??= leadPlan;
    if (!parties.some((p) => p.email === lead.contactEmail)) {
      parties.push({ name: lead.contactName, email: lead.contactEmail, role: 'signer' });
    }
  }
  if (planId && !values['plan.name']) await planValues(db, { id: planId }, values);
  if (sources.renewal) {
    values['renewal.start'] = longDate(sources.renewal.startDate);
    values['renewal.end'] = longDate(sources.renewal.endDate);
    values['renewal.rent'] = formatMoney(sources.renewal.monthlyRentCents);
  }
  const company = await companySigner(db);
  if (company && !parties.some((p) => p.email === company.email)) parties.push(company);
  return { values, parties, propertyId, planId };
}

/** Made-up values for a template's preview. */
const SAMPLE_VALUES: Record<string, string> = {
  'owner.name': 'Marisol Vega',
  'owner.email': 'marisol.vega@example.com',
  'owner.phone': '(305) 555-0142',
  'property.name': 'Bayfront Residences 1204',
  'property.address': '1250 Brickell Bay Drive, Miami, FL 33131',
  'property.unit': '1204',
  'plan.name': 'Full service',
  'plan.fee': '8% of rent collected',
  'broker.name': 'Sam Broker',
  'resident.name': 'Jordan Ellis',
  'resident.email': 'jordan.ellis@example.com',
  'lease.start': 'January 1, 2027',
  'lease.end': 'December 31, 2027',
  'lease.rent': '$3,250.00',
  'lease.deposit': '$3,250.00',
  'lease.dueDay': '1st',
  'lease.lateFee': '$100.00 if rent is more than 5 days late',
  'renewal.start': 'January 1, 2028',
  'renewal.end': 'December 31, 2028',
  'renewal.rent': '$3,375.00',
  'vendor.name': 'Coastal Air Services LLC',
  'vendor.email': 'dispatch@coastalair.example.com',
  'vendor.trade': 'air-conditioning service and repair',
};

/** Sample values for a template's preview: the company's own, the rest made up. */
export async function sampleValues(db: Db, now = new Date()): Promise<Record<string, string>> {
  return { ...(await companyValues(db, now)), ...SAMPLE_VALUES };
}

/** Every merge field a template may use: what the company's settings or some record fill. */
export const KNOWN_MERGE_FIELDS: ReadonlySet<string> = new Set([
  'company.name',
  'company.address',
  'company.phone',
  'company.email',
  'contract.date',
  ...Object.keys(SAMPLE_VALUES),
]);
