import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { ContractKind } from '../../../../shared/contract-terms';
import { parseMoney } from '../../../../shared/money';
import { can } from '../../../../shared/permissions';
import type { LeadSummary } from '../../../../shared/schemas/leads/api';
import type { LeaseRow } from '../../../../shared/schemas/leases';
import {
  DateField,
  SelectField,
  SelectOptions,
  TextField,
} from '../../../components/ui/form-field';
import { useSession } from '../../../lib/session/session-context';
import { leadKeys } from '../../../entities/lead/lead-keys';
import { leaseKeys } from '../../../entities/lease/lease-keys';
import { plansQuery } from '../../../entities/plan/plans-query';
import { propertyNamesQuery } from '../../../entities/property/property-names-query';

export interface Sources {
  leaseId: string;
  propertyId: string;
  leadId: string;
  planId: string;
  renewalStart: string;
  renewalEnd: string;
  renewalRent: string;
}

export const EMPTY_SOURCES: Sources = {
  leaseId: '',
  propertyId: '',
  leadId: '',
  planId: '',
  renewalStart: '',
  renewalEnd: '',
  renewalRent: '',
};

/** The owner leads a management agreement can be for. */
const OWNER_LEAD_KINDS = new Set(['ma-form', 'multi-ma', 'management-prospect', 'referral']);

/**
 * The records a template's merge fields fill from: a lead or property and a plan for a
 * management agreement, a draft lease for a lease, an active lease and the new term for a renewal.
 */
export function RecordPickers({
  kind,
  sources,
  onChange,
  errors,
}: {
  kind: ContractKind;
  sources: Sources;
  onChange: (next: Sources) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('contracts');
  const { api, role } = useSession();
  const office = can(role, 'write:contracts:any');
  const set = (key: keyof Sources, value: string) => onChange({ ...sources, [key]: value });
  const leads = useQuery({
    queryKey: leadKeys.forContracts(),
    queryFn: () => api<{ items: LeadSummary[] }>('/api/leads'),
    enabled: kind === 'management-agreement',
  });
  const leaseStatus = kind === 'residential-lease' ? 'draft' : 'active';
  const leases = useQuery({
    queryKey: leaseKeys.forContracts(leaseStatus),
    queryFn: () => api<{ leases: LeaseRow[] }>(`/api/leases?status=${leaseStatus}&pageSize=100`),
    enabled: office && (kind === 'residential-lease' || kind === 'lease-renewal-addendum'),
  });
  const properties = useQuery({
    ...propertyNamesQuery(api),
    enabled: office && kind === 'management-agreement',
  });
  const plans = useQuery({ ...plansQuery, enabled: kind === 'management-agreement' });

  if (kind === 'vendor-agreement') {
    return <p className="text-sm text-slate-700">{t('editor.vendorHint')}</p>;
  }
  if (kind === 'management-agreement') {
    return (
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField
          label={t('editor.lead')}
          value={sources.leadId}
          onChange={(e) => set('leadId', e.target.value)}
          error={errors.leadId}
          optional={office}
        >
          <option value="">{t('editor.none')}</option>
          {(leads.data?.items ?? [])
            .filter((l) => OWNER_LEAD_KINDS.has(l.kind))
            .map((l) => (
              <option key={l.id} value={l.id}>
                {l.reference} · {l.contactName}
              </option>
            ))}
        </SelectField>
        {office && (
          <SelectField
            label={t('editor.property')}
            value={sources.propertyId}
            onChange={(e) => set('propertyId', e.target.value)}
            error={errors.propertyId}
            optional
          >
            <SelectOptions
              none={t('editor.none')}
              values={properties.data ?? []}
              label={(p) => (
                <>
                  {p.name} · {p.ownerName}
                </>
              )}
              optionValue={(p) => p.id}
            />
          </SelectField>
        )}
        <SelectField
          label={t('editor.plan')}
          value={sources.planId}
          onChange={(e) => set('planId', e.target.value)}
          error={errors.planId}
          optional
        >
          <SelectOptions
            none={t('editor.planFromRecords')}
            values={plans.data ?? []}
            label={(p) => p.name}
            optionValue={(p) => p.id}
          />
        </SelectField>
      </div>
    );
  }
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <SelectField
        label={kind === 'residential-lease' ? t('editor.draftLease') : t('editor.activeLease')}
        value={sources.leaseId}
        onChange={(e) => set('leaseId', e.target.value)}
        error={errors.leaseId}
      >
        <SelectOptions
          none={t('editor.chooseLease')}
          values={leases.data?.leases ?? []}
          label={(l) => (
            <>
              {l.propertyName} {l.unitLabel} · {l.residents.join(', ') || t('editor.noResidents')}
            </>
          )}
          optionValue={(l) => l.id}
        />
      </SelectField>
      {kind === 'lease-renewal-addendum' && (
        <div className="grid gap-3 sm:grid-cols-3 md:col-span-2">
          <DateField
            label={t('editor.renewalStart')}
            value={sources.renewalStart}
            onChange={(e) => set('renewalStart', e.target.value)}
            error={errors['renewal.startDate']}
          />
          <DateField
            label={t('editor.renewalEnd')}
            value={sources.renewalEnd}
            onChange={(e) => set('renewalEnd', e.target.value)}
            error={errors['renewal.endDate']}
          />
          <TextField
            label={t('editor.renewalRent')}
            inputMode="decimal"
            value={sources.renewalRent}
            onChange={(e) => set('renewalRent', e.target.value)}
            error={errors['renewal.monthlyRentCents']}
          />
        </div>
      )}
    </div>
  );
}

/** The API's sources from the form's. */
export function sourcesBody(kind: ContractKind, s: Sources) {
  const rent = parseMoney(s.renewalRent);
  return {
    leaseId: s.leaseId || null,
    propertyId: s.propertyId || null,
    leadId: s.leadId || null,
    planId: s.planId || null,
    renewal:
      kind === 'lease-renewal-addendum' && (s.renewalStart || s.renewalEnd || s.renewalRent)
        ? { startDate: s.renewalStart, endDate: s.renewalEnd, monthlyRentCents: rent ?? -1 }
        : null,
  };
}
