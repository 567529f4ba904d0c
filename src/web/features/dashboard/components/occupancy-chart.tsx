import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Cell, Pie, PieChart } from 'recharts';
import { occupancyBasisPoints } from '../../../../shared/dashboard-figures';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { useFormat } from '../../../lib/format';

const SEGMENTS = [
  { key: 'let', colour: '#1D5F8A', swatch: 'bg-ocean' },
  { key: 'notice', colour: '#D97706', swatch: 'bg-amber-600' },
  { key: 'vacant', colour: '#CBD5E1', swatch: 'bg-slate-300' },
] as const;

/** Properties listed under the donut before "see all" takes over. */
const LISTED = 6;

/**
 * Units by who holds them today: a donut of the totals, its legend in words, and each property
 * as a bar. Everything the donut shows is in the legend's text, so the drawing itself is hidden
 * from screen readers.
 */
export function OccupancyChart({ occupancy }: { occupancy: Dashboard['occupancy'] }) {
  const { t } = useTranslation('portal-dashboard');
  const format = useFormat();
  const counts = {
    let: occupancy.occupied - occupancy.noticeGiven,
    notice: occupancy.noticeGiven,
    vacant: occupancy.vacant,
  };
  const data = SEGMENTS.map((s) => ({ ...s, value: counts[s.key] }));
  const rate = occupancyBasisPoints(occupancy);
  const listed = [...occupancy.byProperty].sort((a, b) => b.units - a.units).slice(0, LISTED);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <div
          className="relative size-40 shrink-0"
          aria-hidden="true"
          inert
          data-testid="occupancy-chart"
        >
          <PieChart style={{ width: 160, height: 160 }} accessibilityLayer={false}>
            <Pie
              data={data}
              dataKey="value"
              nameKey="key"
              innerRadius={52}
              outerRadius={76}
              startAngle={90}
              endAngle={-270}
              stroke="#fff"
              isAnimationActive={false}
            >
              {data.map((d) => (
                <Cell key={d.key} fill={d.colour} />
              ))}
            </Pie>
          </PieChart>
          <span className="absolute inset-0 flex items-center justify-center text-xl font-semibold text-navy tabular-nums">
            {rate === null ? '—' : format.percent(rate)}
          </span>
        </div>
        <ul className="flex w-full flex-col gap-2 text-sm">
          {data.map((d) => (
            <li key={d.key} className="flex items-center gap-2">
              <span className={`size-3 shrink-0 rounded-sm ${d.swatch}`} aria-hidden="true" />
              <span className="text-slate-700">{t(`occupancy.${d.key}`)}</span>
              <span className="ml-auto font-medium text-navy tabular-nums">
                {t('occupancy.units', { count: d.value })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {listed.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-slate-700">{t('occupancy.byProperty')}</h3>
          <ul className="flex flex-col gap-3">
            {listed.map((p) => (
              <li key={p.propertyId} className="text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="truncate text-slate-800">{p.name}</span>
                  <span className="shrink-0 text-slate-600 tabular-nums">
                    {t(
                      p.noticeGiven > 0 ? 'occupancy.propertyLineNotice' : 'occupancy.propertyLine',
                      {
                        occupied: p.occupied,
                        count: p.units,
                        notice: p.noticeGiven,
                      },
                    )}
                  </span>
                </div>
                <div
                  className="mt-1 flex h-2 overflow-hidden rounded-full bg-slate-200"
                  aria-hidden="true"
                >
                  {p.units > 0 && (
                    <>
                      <span
                        className="bg-ocean"
                        style={{ width: `${((p.occupied - p.noticeGiven) / p.units) * 100}%` }}
                      />
                      <span
                        className="bg-amber-600"
                        style={{ width: `${(p.noticeGiven / p.units) * 100}%` }}
                      />
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {occupancy.byProperty.length > LISTED && (
            <Link
              to="/portal/properties"
              className="text-sm font-medium text-ocean hover:underline"
            >
              {t('occupancy.seeAll', { count: occupancy.byProperty.length })}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
