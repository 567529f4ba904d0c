import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { PortfolioProperty } from '../../../../shared/schemas/properties';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useFormat } from '../../../lib/format';
import { OccupancyBadge } from './occupancy-badge';

type Unit = PortfolioProperty['units'][number];

/** Who is in each unit: a table from 1024 px, a card per unit on narrower screens. */
export function UnitsTable({ units, caption }: { units: Unit[]; caption: string }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const bedrooms = (u: Unit, className: string) => (
    <span className={className}>{t('units.bedrooms', { count: u.bedrooms })}</span>
  );

  return (
    <ResponsiveTable
      rows={units}
      caption={caption}
      fixed
      name={{
        header: t('units.unit'),
        headerClassName: 'w-[24%]',
        cell: (u) => (
          <>
            {u.label} {bedrooms(u, 'ml-1 font-normal text-slate-500')}
            {u.archived && ' '}
            {u.archived && (
              <span className="ml-1 text-xs font-normal text-slate-500">{t('archived')}</span>
            )}
          </>
        ),
        card: (u) => (
          <>
            {t('units.unitLabel', { label: u.label })}{' '}
            {bedrooms(u, 'ml-1 text-sm font-normal text-slate-500')}
          </>
        ),
      }}
      badge={{
        header: t('units.occupancy'),
        headerClassName: 'w-[16%]',
        cell: (u) => <OccupancyBadge occupancy={u.occupancy} />,
      }}
      details={[
        {
          header: t('units.tenants'),
          cell: (u) => (u.tenants.length ? u.tenants.join(', ') : '—'),
        },
        {
          header: t('units.rent'),
          numeric: true,
          headerClassName: 'w-[14%]',
          cell: (u) => (u.rentCents === null ? '—' : format.money(u.rentCents, LEDGER_CURRENCY)),
        },
        {
          header: t('units.leaseEnd'),
          headerClassName: 'w-[18%]',
          cell: (u) =>
            u.occupancy === 'vacant'
              ? '—'
              : u.leaseEnd
                ? format.day(u.leaseEnd)
                : t('units.monthToMonth'),
        },
      ]}
      // A vacant unit's card has nobody, no rent and no end date to list.
      showDetails={(u) => u.occupancy !== 'vacant'}
    />
  );
}
