import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import {
  MAINTENANCE_CATEGORIES,
  URGENCIES,
  WORK_ORDER_STATUSES,
} from '../../../../shared/maintenance-terms';
import { controlClass } from '../../../components/ui/form-field';
import { useSession } from '../../../lib/session/session-context';
import { techniciansQuery } from '../api/work-order-queries';

export interface FilterValues {
  status: string;
  propertyId: string;
  technicianId: string;
  urgency: string;
  category: string;
  overdue: string;
  q: string;
}

/** The office's filters; each change lands in the URL, so a filtered list can be shared. */
export function WorkOrderFilters({
  values,
  properties,
  onChange,
}: {
  values: FilterValues;
  properties: { id: string; name: string }[];
  onChange: (name: keyof FilterValues, value: string) => void;
}) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const { api } = useSession();
  const technicians = useQuery(techniciansQuery(api));
  const select = (name: keyof FilterValues, label: string, options: [string, string][]) => (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-navy">
      {label}
      <select
        className={controlClass}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-navy sm:col-span-2 lg:col-span-4">
        {t('filters.search')}
        <input
          type="search"
          className={controlClass}
          value={values.q}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => onChange('q', e.target.value)}
        />
      </label>
      {select('status', t('filters.status'), [
        ['active', t('filters.active')],
        ['open', t('filters.open')],
        ['', t('filters.any')],
        ...WORK_ORDER_STATUSES.map((s): [string, string] => [s, terms(`status.${s}`)]),
      ])}
      {select('propertyId', t('filters.property'), [
        ['', t('filters.any')],
        ...properties.map((p): [string, string] => [p.id, p.name]),
      ])}
      {select('technicianId', t('filters.technician'), [
        ['', t('filters.any')],
        ...(technicians.data ?? []).map((tech): [string, string] => [tech.id, tech.name]),
      ])}
      {select('urgency', t('filters.urgency'), [
        ['', t('filters.any')],
        ...URGENCIES.map((u): [string, string] => [u, terms(`urgency.${u}`)]),
      ])}
      {select('category', t('filters.category'), [
        ['', t('filters.any')],
        ...MAINTENANCE_CATEGORIES.map((c): [string, string] => [c, terms(`category.${c}`)]),
      ])}
      {select('overdue', t('filters.overdue'), [
        ['', t('filters.any')],
        ['true', t('filters.overdueOnly')],
      ])}
    </div>
  );
}
