import { useTranslation } from '../../../i18n/use-translation';
import type { Plan } from '../../../../shared/schemas/plans';
import { formatMarketingPrice } from '../../../../shared/money';
import { planFee } from '../../../entities/plan/plan-price';
import { ListHeadWithActions } from '../../../components/ui/column-headers';

function HighlightBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded-full bg-ocean px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      {label}
    </span>
  );
}

/**
 * The plans in the order the public site shows them. A table from 1024 px; below that one card per
 * plan, because beside the 768 px sidebar six columns do not fit.
 */
export function PlansTable({ plans, onEdit }: { plans: Plan[]; onEdit: (plan: Plan) => void }) {
  const { t, i18n } = useTranslation('plans-admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const describe = (plan: Plan) => {
    const fee = planFee(plan, language);
    return {
      fee: t(`fee.${fee.kind}`, { amount: fee.amount }),
      setup:
        plan.setupFeeCents === 0
          ? t('list.noSetup')
          : formatMarketingPrice(plan.setupFeeCents, language, plan.currency),
      features: t('list.featureCount', { count: plan.features.length }),
    };
  };
  const editButton = (plan: Plan) => (
    <button
      type="button"
      onClick={() => onEdit(plan)}
      aria-label={t('list.editLabel', { name: plan.name })}
      className="rounded px-2 py-1 text-sm font-semibold text-ocean hover:bg-slate-100"
    >
      {t('list.edit')}
    </button>
  );

  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-100 lg:hidden">
        {plans.map((plan) => {
          const text = describe(plan);
          return (
            <li key={plan.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="text-slate-500">{plan.sort}.</span>
                  <span className="break-words">{plan.name}</span>
                  {plan.highlighted && <HighlightBadge label={t('list.highlighted')} />}
                </p>
                <p className="mt-1 text-sm text-slate-800">{text.fee}</p>
                <p className="text-sm text-slate-600">
                  {t('list.setupFee')}: {text.setup} · {text.features}
                </p>
              </div>
              {editButton(plan)}
            </li>
          );
        })}
      </ul>
      <table className="hidden w-full text-left text-sm lg:table">
        <ListHeadWithActions
          columns={[
            t('list.position'),
            t('list.plan'),
            t('list.monthlyFee'),
            t('list.setupFee'),
            t('list.features'),
          ]}
          actions={t('list.actions')}
        />
        <tbody className="divide-y divide-slate-100">
          {plans.map((plan) => {
            const text = describe(plan);
            return (
              <tr key={plan.id}>
                <td className="py-2 pr-4 text-slate-700 tabular-nums">{plan.sort}</td>
                <td className="py-2 pr-4 text-slate-900">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{plan.name}</span>
                    {plan.highlighted && <HighlightBadge label={t('list.highlighted')} />}
                  </span>
                </td>
                <td className="py-2 pr-4 text-slate-800">{text.fee}</td>
                <td className="py-2 pr-4 text-slate-800">{text.setup}</td>
                <td className="py-2 pr-4 text-slate-700">{text.features}</td>
                <td className="py-2 text-right whitespace-nowrap">{editButton(plan)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
