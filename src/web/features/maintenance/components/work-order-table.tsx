import { useTranslation } from '../../../i18n/use-translation';
import type { WorkOrderSummary } from '../../../../shared/schemas/maintenance';
import { recordNameColumn } from '../../../components/ui/record-name-column';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import {
  OverdueBadge,
  UrgencyBadge,
  WorkOrderStatusBadge,
} from '../../../components/ui/work-order-badges';
import { useFormat } from '../../../lib/format';
import { visitText } from '../../../lib/visit-window';

export const WORK_ORDERS_PATH = '/portal/work-orders';

/** Work orders as a table from 1024 px and cards below: what, where, who, when, where it stands. */
export function WorkOrderTable({ rows, caption }: { rows: WorkOrderSummary[]; caption: string }) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const format = useFormat();
  return (
    <ResponsiveTable
      rows={rows}
      caption={caption}
      name={recordNameColumn<WorkOrderSummary>(
        t('col.work'),
        (row) => `${WORK_ORDERS_PATH}/${row.id}`,
        (row) => terms(`category.${row.category}`),
      )}
      badge={{
        header: t('col.status'),
        cell: (row) => (
          <div className="flex flex-wrap gap-1.5">
            <WorkOrderStatusBadge status={row.status} />
            {row.urgency !== 'routine' && <UrgencyBadge urgency={row.urgency} />}
            {row.overdue && <OverdueBadge />}
          </div>
        ),
      }}
      details={[
        {
          header: t('col.where'),
          cell: (row) =>
            `${row.property.name}${row.unit ? ` · ${row.unit.label}` : ''}, ${row.property.city}`,
        },
        {
          header: t('col.technician'),
          cell: (row) => row.technician?.name ?? t('unassigned'),
        },
        {
          header: t('col.visit'),
          cell: (row) => visitText(format, row.scheduledStart, row.scheduledEnd) ?? '—',
        },
        {
          header: t('col.estimate'),
          numeric: true,
          cell: (row) => (row.estimateCents > 0 ? format.money(row.estimateCents, 'USD') : '—'),
        },
        { header: t('col.reported'), cell: (row) => format.date(row.createdAt) },
      ]}
    />
  );
}
