import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CityMarket } from '../../../../shared/schemas/listings';
import { marketSnapshotQuery } from '../api/market-queries';
import { useFormat } from '../../../lib/format';

/**
 * Today's figures per city from GET /api/market/snapshot, one card each. `onAsk` lets the page
 * turn a card into the start of a consultation request for that city.
 */
export function MarketSnapshot({ onAsk }: { onAsk: (citySlug: string) => void }) {
  const { t } = useTranslation('leads-sba');
  const snapshot = useQuery(marketSnapshotQuery);
  const format = useFormat();

  return (
    <section className="mt-10" aria-labelledby="market-snapshot-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="market-snapshot-title" className="text-xl font-semibold text-navy md:text-2xl">
          {t('snapshot.heading')}
        </h2>
        {snapshot.data && (
          <p className="text-sm text-slate-600">
            {t('snapshot.updated', { time: format.dateTime(snapshot.data.generatedAt) })}
          </p>
        )}
      </div>
      {snapshot.isPending ? (
        <div aria-busy="true" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <p className="sr-only" role="status">
            {t('snapshot.loading')}
          </p>
          {[0, 1, 2, 3].map((i) => (
            <div
              key={i}
              className="h-72 animate-pulse rounded-xl bg-white/70 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : snapshot.isError ? (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-white p-5 text-slate-700"
        >
          <p>{t('snapshot.error')}</p>
          <button
            type="button"
            onClick={() => void snapshot.refetch()}
            className="inline-flex items-center gap-2 rounded-lg border border-ocean px-3 py-1.5 text-sm font-semibold text-ocean hover:bg-ocean/5"
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('snapshot.retry')}
          </button>
        </div>
      ) : snapshot.data.cities.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-5 text-slate-700">{t('snapshot.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {snapshot.data.cities.map((city) => (
            <li key={city.city.slug}>
              <CityCard market={city} onAsk={onAsk} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-600">{t('snapshot.note')}</p>
    </section>
  );
}

function CityCard({ market, onAsk }: { market: CityMarket; onAsk: (slug: string) => void }) {
  const { t } = useTranslation('leads-sba');
  const format = useFormat();
  // Medians are estimates: whole units read better than false precision.
  const money = (cents: number | null) =>
    cents === null ? null : format.marketingPrice(cents, market.currency);
  const count = (n: number) => format.number(n);
  const rent = money(market.medianRentCents);
  const rows: Array<[string, string | null]> = [
    [t('snapshot.activeForRent'), count(market.activeForRent)],
    [t('snapshot.medianRent'), rent && t('snapshot.perMonth', { amount: rent })],
    [t('snapshot.activeForSale'), count(market.activeForSale)],
    [t('snapshot.medianSale'), money(market.medianSalePriceCents)],
    [t('snapshot.pricePerSqFt'), money(market.medianPricePerSqFtCents)],
    [t('snapshot.newListings'), count(market.newListings30Days)],
  ];
  const titleId = `market-${market.city.slug}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="font-display text-xl font-semibold text-navy">
        {market.city.name}
      </h3>
      <dl className="mt-3 flex-1 divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd
              className={value ? 'text-right font-semibold text-navy' : 'text-right text-slate-500'}
            >
              {value ?? t('snapshot.notEnough')}
            </dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() => onAsk(market.city.slug)}
        className="mt-4 rounded-lg border border-ocean px-3 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40"
      >
        {t('snapshot.askAbout', { city: market.city.name })}
      </button>
    </section>
  );
}
