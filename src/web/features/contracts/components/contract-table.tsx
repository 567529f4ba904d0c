import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { ContractListItem } from '../../../../shared/schemas/contracts';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useFormat } from '../../../lib/format';
import { ContractStatusBadge } from './contract-status-badge';

/** Contracts as a table from 1024 px and cards below: what, with whom, where it stands. */
export function ContractTable({ rows, caption }: { rows: ContractListItem[]; caption: string }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const title = (row: ContractListItem) => (
    <Link to={`/contracts/${row.id}`} className="font-semibold text-ocean hover:underline">
      {row.title}
    </Link>
  );
  return (
    <ResponsiveTable
      rows={rows}
      rowKey={(r) => r.id}
      caption={caption}
      name={{
        header: t('col.contract'),
        cell: (row) => (
          <div>
            {title(row)}
            <div className="text-xs text-slate-600">
              {row.reference} · {t(`kind.${row.kind}`)}
            </div>
          </div>
        ),
        card: (row) => (
          <div>
            {title(row)}
            <div className="text-xs text-slate-600">{row.reference}</div>
          </div>
        ),
      }}
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
