import { useTranslation } from '../../../i18n/use-translation';
import type { ContractListItem } from '../../../../shared/schemas/contracts';
import { recordNameColumn } from '../../../components/ui/record-name-column';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useFormat } from '../../../lib/format';
import { ContractStatusBadge } from './contract-status-badge';

/** Contracts as a table from 1024 px and cards below: what, with whom, where it stands. */
export function ContractTable({ rows, caption }: { rows: ContractListItem[]; caption: string }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  return (
    <ResponsiveTable
      rows={rows}
      caption={caption}
      name={recordNameColumn<ContractListItem>(
        t('col.contract'),
        (row) => `/contracts/${row.id}`,
        (row) => t(`kind.${row.kind}`),
      )}
      badge={{
        header: t('col.status'),
        cell: (row) => (
          <div className="flex flex-wrap gap-1.5">
            <ContractStatusBadge status={row.status} />
            {row.yourTurn && (
              <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {t('list.yourTurn')}
              </span>
            )}
          </div>
        ),
      }}
      details={[
        { header: t('col.parties'), cell: (row) => row.parties.map((p) => p.name).join(', ') },
        {
          header: t('col.awaiting'),
          cell: (row) => (row.awaiting.length ? row.awaiting.join(', ') : '—'),
        },
        { header: t('col.updated'), cell: (row) => format.date(row.updatedAt) },
      ]}
    />
  );
}
