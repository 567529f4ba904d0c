import type { z } from 'zod';
import { CarLeadSchema } from './car';
import { CbaLeadSchema } from './cba';
import { CollaborationLeadSchema } from './collaboration';
import { ConciergeLeadSchema } from './concierge';
import { EvictionsLeadSchema } from './evictions';
import { LEAD_KIND_TABLE, type LeadKind, type LeadKindInfo } from './kinds';
import { MaFormLeadSchema } from './ma-form';
import { ManagementProspectLeadSchema } from './management-prospect';
import { MultiMaLeadSchema } from './multi-ma';
import { NeighborsLeadSchema } from './neighbors';
import { ReferralLeadSchema } from './referral';
import { RenewalLeadSchema } from './renewal';
import { SbaLeadSchema } from './sba';
import { SbpLeadSchema } from './sbp';
import { UnitContactLeadSchema } from './unit-contact';

export { LEAD_KIND_LIST, isLeadKind, type LeadKind } from './kinds';

/** What every kind's schema produces: at least the contact block (see common.ts). */
export interface LeadPayloadBase {
  contact: { name: string; email: string; phone?: string };
  website?: string | undefined;
}

/**
 * Each kind's schema, by the kinds of ./kinds.ts: it validates the form in the browser and the
 * body at the kind's route. A kind without its schema here does not compile.
 */
const LEAD_SCHEMAS = {
  concierge: ConciergeLeadSchema,
  'ma-form': MaFormLeadSchema,
  'multi-ma': MultiMaLeadSchema,
  car: CarLeadSchema,
  referral: ReferralLeadSchema,
  'management-prospect': ManagementProspectLeadSchema,
  evictions: EvictionsLeadSchema,
  neighbors: NeighborsLeadSchema,
  cba: CbaLeadSchema,
  collaboration: CollaborationLeadSchema,
  renewal: RenewalLeadSchema,
  sbp: SbpLeadSchema,
  sba: SbaLeadSchema,
  'unit-contact': UnitContactLeadSchema,
} as const satisfies Record<LeadKind, z.ZodType<LeadPayloadBase>>;

export interface LeadKindDefinition extends LeadKindInfo {
  schema: z.ZodType<LeadPayloadBase>;
}

type LeadKinds = {
  [K in LeadKind]: (typeof LEAD_KIND_TABLE)[K] & { schema: (typeof LEAD_SCHEMAS)[K] };
};

/** The kinds' table with their schemas: what the server's route and services read. */
export const LEAD_KINDS = Object.fromEntries(
  Object.entries(LEAD_KIND_TABLE).map(([kind, info]) => [
    kind,
    { ...info, schema: LEAD_SCHEMAS[kind as LeadKind] },
  ]),
) as LeadKinds;

export function leadKind(kind: LeadKind): LeadKindDefinition {
  return LEAD_KINDS[kind];
}
