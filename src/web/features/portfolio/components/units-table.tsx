import { useTranslation } from 'react-i18next';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { PortfolioProperty } from '../../../../shared/schemas/properties';
import { useFormat } from '../../../lib/format';
import { OccupancyBadge } from './occupancy-badge';

type Unit = PortfolioProperty['units'][number];

/** Who is in each unit: a table from 1024 px, a card per unit on narrower screens (the sidebar takes 240 px from 768). */
export function UnitsTable({ units, caption }: { units: Unit[]; caption: string }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const tenants = (u: Unit) => (u.tenants.length ? u.tenants.join(', ') : '—');
  const rent = (u: Unit) =>
    u.rentCents === null ? '—' : format.money(u.rentCents, LEDGER_CURRENCY);
  const leaseEnd = (u: Unit) =>
    u.occupancy === 'vacant' ? '—' : u.leaseEnd ? format.day(u.leaseEnd) : t('units.monthToMonth');

  return (
    <>
      <table className="hidden w-full table-fixed text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-[24%] py-2 pr-3">
              {t('units.unit')}
            </th>
            <th scope="col" className="w-[16%] py-2 pr-3">
              {t('units.occupancy')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('units.tenants')}
            </th>
            <th scope="col" className="w-[14%] py-2 pr-6 text-right">
              {t('units.rent')}
            </th>
            <th scope="col" className="w-[18%] py-2">
              {t('units.leaseEnd')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {units.map((u) => (
            <tr key={u.id}>
              <th scope="row" className="py-2.5 pr-3 font-medium text-slate-900">
                {u.label}{' '}
                <span className="ml-1 font-normal text-slate-500">
                  {t('units.bedrooms', { count: u.bedrooms })}
                </span>
                {u.archived && ' '}
                {u.archived && (
                  <span className="ml-1 text-xs font-normal text-slate-500">{t('archived')}</span>
                )}
              </th>
              <td className="py-2.5 pr-3">
                <OccupancyBadge occupancy={u.occupancy} />
              </td>
              <td className="py-2.5 pr-3 text-slate-700">{tenants(u)}</td>
              <td className="py-2.5 pr-6 text-right text-slate-900 tabular-nums">{rent(u)}</td>
              <td className="py-2.5 text-slate-700">{leaseEnd(u)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-2 lg:hidden" aria-label={caption}>
        {units.map((u) => (
          <li key={u.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium text-slate-900">
                {t('units.unitLabel', { label: u.label })}{' '}
                <span className="ml-1 text-sm font-normal text-slate-500">
                  {t('units.bedrooms', { count: u.bedrooms })}
                </span>
              </p>
              <OccupancyBadge occupancy={u.occupancy} />
            </div>
            {u.occupancy !== 'vacant' && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">{t('units.tenants')}</dt>
                <dd className="text-slate-800">{tenants(u)}</dd>
                <dt className="text-slate-500">{t('units.rent')}</dt>
                <dd className="text-slate-800 tabular-nums">{rent(u)}</dd>
                <dt className="text-slate-500">{t('units.leaseEnd')}</dt>
                <dd className="text-slate-800">{leaseEnd(u)}</dd>
              </dl>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
