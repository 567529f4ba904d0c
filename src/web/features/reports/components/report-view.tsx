import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/permissions';
import type { ReportTable } from '../../../../shared/schemas/reports';
import { BackLink } from '../../../components/ui/arrow-link';
import { FormError } from '../../../components/ui/form-actions';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { downloadWithSession } from '../../../lib/download-file';
import { useSession } from '../../../lib/session/session-context';
import { useUrlFilters } from '../../../lib/url-filters';
import {
  reportAccountsQuery,
  reportOwnersQuery,
  reportPropertiesQuery,
  reportQuery,
} from '../api/queries';
import {
  FILTER_PARAM,
  reportPath,
  type ReportDefinition,
  type ReportFilter,
} from '../report-definitions';
import { ReportTableView } from './report-table';

const BUTTON =
  'inline-flex items-center gap-2 rounded-lg border border-ocean bg-white px-4 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5 disabled:opacity-60';

function Downloads({ report, values }: { report: ReportDefinition; values: Values }) {
  const { t } = useTranslation('reports');
  const { getAuthHeaders } = useSession();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    setError(null);
    try {
      await downloadWithSession(
        reportPath(report, values, `/${format}`),
        `${report.name}.${format}`,
        getAuthHeaders,
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : t('view.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {(['pdf', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={BUTTON}
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            <Download className="size-4" aria-hidden="true" />
            {busy === format ? t('view.downloading') : t(`view.${format}`)}
          </button>
        ))}
      </div>
      <FormError message={error} />
    </div>
  );
}

type Values = Partial<Record<ReportFilter, string>>;

/**
 * One report: its filters (kept in the address, so a reload or a shared link shows the same
 * figures), the table, and its PDF and CSV. A refused filter's reason shows under it.
 */
export function ReportView({ report }: { report: ReportDefinition }) {
  const { t, i18n } = useTranslation('reports');
  const spanish = (i18n.resolvedLanguage ?? i18n.language).startsWith('es');
  const { api, role } = useSession();
  const format = useFormat();
  const { params, set } = useUrlFilters();
  const seesAll = can(role, 'read:reports:any');
  const byOwner = report.filters.includes('owner');
  const owners = useQuery({ ...reportOwnersQuery(api), enabled: byOwner });
  const properties = useQuery({
    ...reportPropertiesQuery(api),
    enabled: report.filters.includes('property'),
  });
  const accounts = useQuery({
    ...reportAccountsQuery(api),
    enabled: report.filters.includes('account'),
  });

  const values: Values = {};
  for (const filter of report.filters) values[filter] = params.get(FILTER_PARAM[filter].url) ?? '';
  // An owner reads their own: the only owner the API offers them.
  if (byOwner && !seesAll) values.owner = owners.data?.owners[0]?.id ?? '';
  const ready =
    (!report.needsOwner || !!values.owner) &&
    (!report.needsAccount || !!values.account) &&
    // An owner's own report waits for the owner, so it never asks for the office's.
    (!byOwner || seesAll || owners.isSuccess);
  const query = useQuery({ ...reportQuery(api, reportPath(report, values)), enabled: ready });
  const refused = query.error instanceof ApiError ? query.error.fields : {};
  const fieldError = (filter: ReportFilter) => refused[FILTER_PARAM[filter].api];
  const title = t(`${report.name}.title`);
  const covers = (period: ReportTable['period']) => {
    const when = (value: string | undefined) =>
      !value ? '' : value.length === 7 ? format.month(value) : format.day(value);
    return { asOf: when(period.asOf), from: when(period.from), to: when(period.to) };
  };

  const field = (filter: ReportFilter) => {
    const { url } = FILTER_PARAM[filter];
    const common = {
      value: values[filter] ?? '',
      error: fieldError(filter),
      className: 'w-full sm:w-48',
      onChange: (e: { target: { value: string } }) => set(url, e.target.value),
    };
    if (filter === 'property') {
      // Narrowed to an owner, only their properties are offered.
      const offered = (properties.data?.properties ?? []).filter(
        (p) => !values.owner || p.ownerId === values.owner,
      );
      return (
        <SelectField
          key={filter}
          {...common}
          label={t('filters.property')}
          className="w-full sm:w-64"
        >
          <SelectOptions
            none={t('filters.allProperties')}
            values={offered}
            label={(p) => p.name}
            optionValue={(p) => p.id}
          />
        </SelectField>
      );
    }
    if (filter === 'account') {
      return (
        <SelectField
          key={filter}
          {...common}
          label={t('filters.account')}
          className="w-full sm:w-80"
        >
          <SelectOptions
            none={t('filters.chooseAccount')}
            values={accounts.data?.accounts ?? []}
            label={(a) => `${a.code} ${spanish ? a.nameEs : a.name}`}
            optionValue={(a) => a.id}
          />
        </SelectField>
      );
    }
    if (filter === 'owner') {
      if (!seesAll) return null;
      return (
        <SelectField key={filter} {...common} label={t('filters.owner')} className="w-full sm:w-64">
          <SelectOptions
            none={
              report.needsOwner
                ? t('filters.chooseOwner')
                : report.owner?.in === 'path'
                  ? t('filters.companyWide')
                  : t('filters.allOwners')
            }
            values={owners.data?.owners ?? []}
            label={(o) => o.name}
            optionValue={(o) => o.id}
          />
        </SelectField>
      );
    }
    const type = filter === 'asOfDay' ? 'date' : 'month';
    return (
      <TextField
        key={filter}
        {...common}
        type={type}
        label={t(`filters.${filter}`)}
        hint={type === 'month' ? t('filters.monthHint') : undefined}
        placeholder={type === 'month' ? 'YYYY-MM' : undefined}
      />
    );
  };

  let body;
  if (!ready && report.needsAccount && !values.account) {
    body = <p className="text-sm text-slate-600">{t('view.chooseAccount')}</p>;
  } else if (!ready && report.needsOwner && !values.owner) {
    body = <p className="text-sm text-slate-600">{t('view.chooseOwner')}</p>;
  } else if (!ready) body = <ListSkeleton rows={8} label={t('view.loading')} />;
  else if (query.isPending) body = <ListSkeleton rows={8} label={t('view.loading')} />;
  else if (query.isError && Object.keys(refused).length > 0) body = null;
  else if (query.isError) {
    body = <QueryError query={query} title={t('view.error')} retryLabel={t('view.retry')} />;
  } else if (query.data.rows.length === 0) {
    body = <EmptyState title={t('view.empty')}>{t('view.emptyHint')}</EmptyState>;
  } else {
    body = (
      <>
        <p className="text-sm text-slate-700">
          {query.data.subject && <span className="font-semibold">{query.data.subject} · </span>}
          {t(`${report.name}.covers`, covers(query.data.period))}
        </p>
        <ReportTableView table={query.data} caption={title} />
        <Downloads report={report} values={values} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/portal/reports">{t('view.back')}</BackLink>
      <div>
        <h1 className="text-2xl font-semibold text-navy">{title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t(`${report.name}.intro`)}</p>
      </div>
      <form
        className="flex flex-wrap items-start gap-4"
        aria-label={t('filters.label')}
        onSubmit={(e) => e.preventDefault()}
      >
        {report.filters.map(field)}
      </form>
      {body}
    </div>
  );
}
