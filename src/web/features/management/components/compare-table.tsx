import { useQuery } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { localized } from '../../../components/layout/localized';
import { LoadState } from '../../../components/public/load-state';
import { plansQuery } from '../../../entities/plan/plans-query';
import { formatMarketingPrice } from '../../../../shared/money';
import { comparisonRows, planFee, type ComparisonRow } from '../../../entities/plan/plan-price';

/**
 * Plans side by side. Below 768 px each feature's name spans the table as its own row above the
 * plan values, so three plan columns still fit a 375 px screen without sideways scrolling.
 */
export function CompareTable() {
  const { t, i18n } = useTranslation('management');
  const language = i18n.resolvedLanguage ?? 'en';
  const plans = useQuery(plansQuery);
  if (!plans.data)
    return <LoadState isError={plans.isError} onRetry={() => void plans.refetch()} />;
  const list = plans.data;

  const cell = (value: ComparisonRow['cells'][number]): ReactNode => {
    if (value === true) {
      return (
        <>
          <Check className="mx-auto h-5 w-5 text-ocean" aria-hidden="true" />
          <span className="sr-only">{t('compare.included')}</span>
        </>
      );
    }
    if (value === false) {
      return (
        <>
          <Minus className="mx-auto h-5 w-5 text-navy/40" aria-hidden="true" />
          <span className="sr-only">{t('compare.notIncluded')}</span>
        </>
      );
    }
    return localized(value, language);
  };

  const row = (key: string, label: string, cells: ReactNode[], emphasis = false) => (
    <Fragment key={key}>
      <tr className="md:hidden">
        {/* The label column, hidden here as in every row: a row spans all of the table's columns. */}
        <td className="hidden" />
        <th
          colSpan={list.length}
          scope="colgroup"
          className="bg-sand/70 px-3 pt-3 pb-2 text-left text-sm font-semibold text-navy"
        >
          {label}
        </th>
      </tr>
      <tr className="border-b border-navy/10">
        <th scope="row" className="hidden px-4 py-4 text-left font-medium text-navy md:table-cell">
          {label}
        </th>
        {cells.map((content, i) => (
          <td
            key={list[i]!.id}
            className={`px-2 py-3 text-center text-sm md:px-4 md:py-4 md:text-base ${emphasis ? 'font-semibold text-navy' : 'text-navy/80'} ${list[i]!.highlighted ? 'bg-ocean/5' : ''}`}
          >
            {content}
          </td>
        ))}
      </tr>
    </Fragment>
  );

  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{t('compare.caption')}</caption>
      <colgroup>
        <col className="hidden md:table-column md:w-[30%]" />
        {list.map((plan) => (
          <col key={plan.id} />
        ))}
      </colgroup>
      <thead>
        <tr className="border-b-2 border-navy/15">
          <td className="hidden md:table-cell" />
          {list.map((plan) => (
            <th
              key={plan.id}
              scope="col"
              className={`px-2 py-4 align-bottom md:px-4 ${plan.highlighted ? 'bg-ocean/5' : ''}`}
            >
              {plan.highlighted && (
                <span className="mb-2 inline-block rounded-full bg-ocean px-2 py-0.5 text-xs font-semibold text-white">
                  {t('plans.mostChosen')}
                </span>
              )}
              <span className="block font-display text-lg font-semibold break-words text-navy md:text-2xl">
                {plan.name}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row(
          'fee',
          t('compare.monthlyFee'),
          list.map((plan) => {
            const fee = planFee(plan, language);
            return `${fee.amount} ${t(`plans.fee.${fee.kind}`)}`;
          }),
          true,
        )}
        {row(
          'setup',
          t('compare.setupFee'),
          list.map((plan) =>
            plan.setupFeeCents === 0
              ? t('compare.none')
              : formatMarketingPrice(plan.setupFeeCents, language, plan.currency),
          ),
        )}
        {comparisonRows(list).map((r) =>
          row(r.key, localized(r.label, language), r.cells.map(cell)),
        )}
        <tr>
          <td className="hidden md:table-cell" />
          {list.map((plan) => (
            <td
              key={plan.id}
              className={`px-2 py-5 text-center md:px-4 ${plan.highlighted ? 'bg-ocean/5' : ''}`}
            >
              <Link
                to={`/ma-form?plan=${plan.slug}`}
                aria-label={t('plans.choose', { name: plan.name })}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-ocean px-3 text-sm font-semibold text-ocean hover:bg-ocean hover:text-white"
              >
                {t('compare.choose')}
              </Link>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
