import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { LeaseRow } from '../../../../shared/schemas/leases';
import { LeaseStatusBadge } from '../../../components/ui/lease-status-badge';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useFormat } from '../../../lib/format';

/** Every lease on a property, newest first: a table from 1024 px, a card per lease on narrower screens. */
export function LeasesTable({ leases, caption }: { leases: LeaseRow[]; caption: string }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();

  return (
    <ResponsiveTable
      rows={leases}
      caption={caption}
      name={{
        header: t('units.unit'),
        cell: (l) => l.unitLabel,
        card: (l) => t('units.unitLabel', { label: l.unitLabel }),
      }}
      badge={{ header: t('leases.status'), cell: (l) => <LeaseStatusBadge status={l.status} /> }}
      details={[
        { header: t('leases.residents'), cell: (l) => l.residents.join(', ') || '—' },
        {
          header: t('leases.term'),
          cell: (l) =>
            `${format.day(l.startDate)} – ${l.endDate ? format.day(l.endDate) : t('units.monthToMonth')}`,
        },
        {
          header: t('units.rent'),
          numeric: true,
          cell: (l) => format.money(l.monthlyRentCents, LEDGER_CURRENCY),
        },
        {
          header: t('leases.balance'),
          numeric: true,
          cell: (l) => format.money(l.balanceCents, LEDGER_CURRENCY),
          valueClassName: (l) => (l.balanceCents > 0 ? 'font-semibold text-amber-800' : ''),
        },
      ]}
    />
  );
}
