import { useTranslation } from '../../../../i18n/use-translation';
import { LEAD_STATUSES } from '../../../../../shared/schemas/leads/api';
import { LEAD_KIND_LIST } from '../../../../../shared/schemas/leads/registry';
import { SelectField, SelectOptions } from '../../../../components/ui/form-field';
import type { LeadFilters as Filters } from '../../api/queries';

/** Kind and status filters; changing one goes back to page 1. */
export function LeadFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  /** The fields that changed; the inbox applies them to the filters in the address. */
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { t } = useTranslation('leads');
  return (
    <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
      <SelectField
        label={t('inbox.filterKind')}
        value={filters.kind}
        onChange={(e) => onChange({ kind: e.target.value as Filters['kind'], page: 1 })}
      >
        <SelectOptions
          none={t('inbox.allKinds')}
          values={LEAD_KIND_LIST}
          label={(kind) => <>{t(`kinds.${kind}`)}</>}
        />
      </SelectField>
      <SelectField
        label={t('inbox.filterStatus')}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as Filters['status'], page: 1 })}
      >
        <SelectOptions
          none={t('inbox.allStatuses')}
          values={LEAD_STATUSES}
          label={(status) => <>{t(`statuses.${status}`)}</>}
        />
      </SelectField>
    </div>
  );
}
