import type { Permission } from '../../../shared/permissions';
import type { ReportName } from '../../../shared/schemas/reports';

/** A filter a report page keeps in the address: its search parameter is its name. */
export type ReportFilter = 'asOfMonth' | 'asOfDay' | 'from' | 'to' | 'owner';

export interface ReportDefinition {
  name: ReportName;
  access: Permission | readonly Permission[];
  filters: readonly ReportFilter[];
  /** The owner is part of the address: nothing is asked until one is chosen. */
  needsOwner?: boolean;
}

/** The reports, in the order the reports page lists them; the server checks the same rules. */
export const REPORTS: readonly ReportDefinition[] = [
  {
    name: 'owner-ledger',
    access: ['read:reports:any', 'read:reports:own'],
    filters: ['owner', 'from', 'to'],
    needsOwner: true,
  },
  {
    name: 'income-statement',
    access: ['read:reports:any', 'read:reports:own'],
    filters: ['owner', 'from', 'to'],
  },
  { name: 'trial-balance', access: 'read:reports:any', filters: ['asOfMonth'] },
  { name: 'aged-receivables', access: 'read:reports:any', filters: ['asOfDay', 'owner'] },
  { name: 'deposit-register', access: 'read:reports:any', filters: ['asOfMonth'] },
];

/** The search parameter a filter lives under in the page's address, and the API's name for it. */
export const FILTER_PARAM: Record<ReportFilter, { url: string; api: string }> = {
  asOfMonth: { url: 'asOf', api: 'asOf' },
  asOfDay: { url: 'asOf', api: 'asOf' },
  from: { url: 'from', api: 'from' },
  to: { url: 'to', api: 'to' },
  owner: { url: 'owner', api: 'ownerId' },
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
    if (!value || (report.name !== 'aged-receivables' && filter === 'owner')) continue;
    query.set(FILTER_PARAM[filter].api, value);
  }
  // An owner's ledger and income statement are theirs: the owner is in the path.
  const owner = encodeURIComponent(values.owner ?? '');
  let base = `/api/reports/${report.name}`;
  if (report.name === 'owner-ledger') base = `/api/reports/owners/${owner}/ledger`;
  else if (report.name === 'income-statement' && owner)
    base = `/api/reports/owners/${owner}/income-statement`;
  const search = query.toString();
  return `${base}${format}${search ? `?${search}` : ''}`;
}
