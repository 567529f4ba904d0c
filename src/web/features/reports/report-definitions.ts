import type { Permission } from '../../../shared/permissions';
import type { ReportName } from '../../../shared/schemas/reports';

/** A filter a report page keeps in the address: its search parameter is its name. */
export type ReportFilter =
  'asOfMonth' | 'asOfDay' | 'from' | 'to' | 'owner' | 'property' | 'account';

export interface ReportDefinition {
  name: ReportName;
  access: Permission | readonly Permission[];
  filters: readonly ReportFilter[];
  /** The owner is part of the address: nothing is asked until one is chosen. */
  needsOwner?: boolean;
  /** The account is part of the address: nothing is asked until one is chosen. */
  needsAccount?: boolean;
  /**
   * Where a chosen owner goes: the path (`/api/reports/owners/:ownerId/<segment>`, an owner's own
   * report) or the query (`ownerId`, a narrowing of the office's report).
   */
  owner?: { in: 'path'; segment: string } | { in: 'query' };
}

const ANY_OR_OWN = ['read:reports:any', 'read:reports:own'] as const;

/** The reports, in the order the reports page lists them; the server checks the same rules. */
export const REPORTS: readonly ReportDefinition[] = [
  {
    name: 'owner-ledger',
    access: ANY_OR_OWN,
    filters: ['owner', 'from', 'to'],
    needsOwner: true,
    owner: { in: 'path', segment: 'ledger' },
  },
  {
    name: 'income-statement',
    access: ANY_OR_OWN,
    filters: ['owner', 'property', 'from', 'to'],
    owner: { in: 'path', segment: 'income-statement' },
  },
  {
    name: 'rent-roll',
    access: ANY_OR_OWN,
    filters: ['asOfDay', 'owner', 'property'],
    owner: { in: 'query' },
  },
  {
    name: 'trust-balance-sheet',
    access: ANY_OR_OWN,
    filters: ['asOfMonth', 'owner', 'property'],
    owner: { in: 'path', segment: 'trust-balance-sheet' },
  },
  { name: 'balance-sheet', access: 'read:reports:any', filters: ['asOfMonth'] },
  { name: 'trial-balance', access: 'read:reports:any', filters: ['asOfMonth'] },
  {
    name: 'general-ledger',
    access: 'read:reports:any',
    filters: ['account', 'from', 'to', 'property'],
    needsAccount: true,
  },
  {
    name: 'aged-receivables',
    access: 'read:reports:any',
    filters: ['asOfDay', 'owner', 'property'],
    owner: { in: 'query' },
  },
  { name: 'deposit-register', access: 'read:reports:any', filters: ['asOfMonth', 'property'] },
];

/** The search parameter a filter lives under in the page's address, and the API's name for it. */
export const FILTER_PARAM: Record<ReportFilter, { url: string; api: string }> = {
  asOfMonth: { url: 'asOf', api: 'asOf' },
  asOfDay: { url: 'asOf', api: 'asOf' },
  from: { url: 'from', api: 'from' },
  to: { url: 'to', api: 'to' },
  owner: { url: 'owner', api: 'ownerId' },
  property: { url: 'property', api: 'propertyId' },
  account: { url: 'account', api: 'accountId' },
};

/** The API path of a report's table (or of its CSV or PDF), with the filters given. */
export function reportPath(
  report: ReportDefinition,
  values: Partial<Record<ReportFilter, string>>,
  format: '' | '/csv' | '/pdf' = '',
): string {
  const query = new URLSearchParams();
  for (const filter of report.filters) {
    const value = values[filter];
    if (!value || (filter === 'owner' && report.owner?.in !== 'query')) continue;
    query.set(FILTER_PARAM[filter].api, value);
  }
  // An owner's own report has the owner in the path.
  let base = `/api/reports/${report.name}`;
  if (report.owner?.in === 'path' && (values.owner || report.needsOwner)) {
    const owner = encodeURIComponent(values.owner ?? '');
    base = `/api/reports/owners/${owner}/${report.owner.segment}`;
  }
  const search = query.toString();
  return `${base}${format}${search ? `?${search}` : ''}`;
}
