import type { z } from 'zod';
import type { PortalRole } from '../../constants';
import type { Permission } from '../../permissions';
import { CarLeadSchema } from './car';
import { ConciergeLeadSchema } from './concierge';
import { MaFormLeadSchema } from './ma-form';
import { ManagementProspectLeadSchema } from './management-prospect';
import { MultiMaLeadSchema } from './multi-ma';
import { ReferralLeadSchema } from './referral';
import { CbaLeadSchema } from './cba';
import { CollaborationLeadSchema } from './collaboration';
import { EvictionsLeadSchema } from './evictions';
import { NeighborsLeadSchema } from './neighbors';
import { RenewalLeadSchema } from './renewal';
import { SbaLeadSchema } from './sba';
import { SbpLeadSchema } from './sbp';
import { UnitContactLeadSchema } from './unit-contact';

/** What every kind's schema produces: at least the contact block (see common.ts). */
export interface LeadPayloadBase {
  contact: { name: string; email: string; phone?: string };
  website?: string | undefined;
}

export interface LeadKindDefinition {
  /** Validates the body in the browser and on the server. */
  schema: z.ZodType<LeadPayloadBase>;
  /** Reference prefix: `${prefix}-${year}-${6 digits}`. Unique across kinds. */
  prefix: string;
  /** English name, used in staff e-mails and notifications; the web shows `leads:kinds.<kind>`. */
  label: string;
  /** Roles told about a new lead, live and by e-mail. They must be able to read the inbox. */
  staffRoles: readonly PortalRole[];
  /** The permission a sender needs; absent means anyone, signed in or not (a public form). */
  submitPermission?: Permission;
  /** The lead starts assigned to the user who sent it (a broker's own prospect). */
  assignToSubmitter?: boolean;
  /** Who gets the confirmation e-mail: the form's contact, or the signed-in sender. */
  confirmTo: 'contact' | 'submitter';
}

/**
 * Every lead kind: the one list the API, the inbox and the forms read.
 * Adding a form kind: docs/leads.md.
 */
export const LEAD_KINDS = {
  concierge: {
    schema: ConciergeLeadSchema,
    prefix: 'CON',
    label: 'Concierge request',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  'ma-form': {
    schema: MaFormLeadSchema,
    prefix: 'MA',
    label: 'Management agreement application',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  'multi-ma': {
    schema: MultiMaLeadSchema,
    prefix: 'MMA',
    label: 'Multi-property management application',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  car: {
    schema: CarLeadSchema,
    prefix: 'CAR',
    label: 'Rental application',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  referral: {
    schema: ReferralLeadSchema,
    prefix: 'REF',
    label: 'Owner referral',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  'management-prospect': {
    schema: ManagementProspectLeadSchema,
    prefix: 'MP',
    label: 'Management prospect',
    staffRoles: ['admin'],
    submitPermission: 'create:prospects:own',
    assignToSubmitter: true,
    confirmTo: 'submitter',
  },
  evictions: {
    schema: EvictionsLeadSchema,
    prefix: 'EVI',
    label: 'Eviction request',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  neighbors: {
    schema: NeighborsLeadSchema,
    prefix: 'NBR',
    label: 'Neighbor concern',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  cba: {
    schema: CbaLeadSchema,
    prefix: 'CBA',
    label: 'Association management inquiry',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  collaboration: {
    schema: CollaborationLeadSchema,
    prefix: 'COL',
    label: 'Vendor and partner application',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  renewal: {
    schema: RenewalLeadSchema,
    prefix: 'REN',
    label: 'Lease renewal request',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  sbp: {
    schema: SbpLeadSchema,
    prefix: 'SBP',
    label: 'Partner broker application',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  sba: {
    schema: SbaLeadSchema,
    prefix: 'SBA',
    label: 'Buyer and seller consultation',
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
  // Sales brokers are told too: a unit inquiry is a warm buyer or tenant for whoever answers first.
  'unit-contact': {
    schema: UnitContactLeadSchema,
    prefix: 'UNIT',
    label: 'Home inquiry',
    // Admins triage and assign a broker; brokers only open the leads assigned to them.
    staffRoles: ['admin'],
    confirmTo: 'contact',
  },
} as const satisfies Record<string, LeadKindDefinition>;

export type LeadKind = keyof typeof LEAD_KINDS;
export const LEAD_KIND_LIST = Object.keys(LEAD_KINDS) as LeadKind[];

export function isLeadKind(value: string): value is LeadKind {
  return Object.hasOwn(LEAD_KINDS, value);
}

export function leadKind(kind: LeadKind): LeadKindDefinition {
  return LEAD_KINDS[kind];
}
