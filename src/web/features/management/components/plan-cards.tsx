import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Plan } from '../../../../shared/schemas/plans';
import { localized } from '../../../components/layout/localized';
import { LoadState } from '../../../components/public/load-state';
import { plansQuery } from '../../../entities/plan/plans-query';
import { formatMarketingPrice } from '../../../../shared/money';
import { planFee } from '../../../entities/plan/plan-price';

function PlanCard({ plan, language }: { plan: Plan; language: string }) {
  const { t } = useTranslation('management');
  const fee = planFee(plan, language);
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm md:p-8 ${
        plan.highlighted ? 'ring-2 ring-ocean' : 'border border-navy/10'
      }`}
    >
      {plan.highlighted && (
        <p className="absolute -top-3 left-6 rounded-full bg-ocean px-3 py-1 text-xs font-semibold text-white">
          {t('plans.mostChosen')}
        </p>
      )}
      <h3 className="font-display text-2xl font-semibold text-navy">{plan.name}</h3>
      <p className="mt-2 text-navy/75">{localized(plan.summary, language)}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="font-display text-4xl font-semibold text-navy">{fee.amount}</span>
        <span className="text-navy/75">{t(`plans.fee.${fee.kind}`)}</span>
      </p>
      <p className="mt-1 text-sm text-navy/75">
        {plan.setupFeeCents === 0
          ? t('plans.noSetup')
          : t('plans.setup', {
              amount: formatMarketingPrice(plan.setupFeeCents, language, plan.currency),
            })}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 border-t border-navy/10 pt-6">
        {plan.features.map((feature) => (
          <li key={feature.key} className="flex gap-3">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-ocean" aria-hidden="true" />
            <span>
              {localized(feature.label, language)}
              {feature.detail && (
                <span className="block text-sm text-navy/70">
                  {localized(feature.detail, language)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={`/ma-form?plan=${plan.slug}`}
        className={`mt-8 inline-flex min-h-12 items-center justify-center rounded-xl px-5 font-semibold transition-colors ${
          plan.highlighted
            ? 'bg-ocean text-white hover:bg-ocean-dark'
            : 'border border-ocean text-ocean hover:bg-ocean hover:text-white'
        }`}
      >
        {t('plans.choose', { name: plan.name })}
      </Link>
    </li>
  );
}

/** The plans from the database, as cards; skeleton while loading, retry on failure. */
export function PlanCards() {
  const { i18n } = useTranslation('management');
  const language = i18n.resolvedLanguage ?? 'en';
  const plans = useQuery(plansQuery);
  if (!plans.data)
    return <LoadState isError={plans.isError} onRetry={() => void plans.refetch()} />;
  return (
    <ul className="grid gap-8 pt-3 lg:grid-cols-3">
      {plans.data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} language={language} />
      ))}
    </ul>
  );
}
