import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { UNDECIDED_PLAN } from '../../../../shared/lead-choices/common';
import { localized } from '../../../components/layout/localized';
import { FormDateField, FormRadioGroup } from '../../../components/ui/form-context-fields';
import { plansQuery } from '../../../entities/plan/plans-query';

/**
 * The management plans an admin publishes (GET /api/plans, the same as /managed and /compare),
 * plus "help me choose". The server checks the slug against the same table.
 */
export function PlanChoice({
  name,
  legend,
  hint,
}: {
  name: string;
  legend: string;
  hint?: string;
}) {
  const { t, i18n } = useTranslation('leads');
  const plans = useQuery(plansQuery);
  const options = [
    ...(plans.data ?? []).map((plan) => ({
      value: plan.slug,
      label: plan.name,
      description: localized(plan.summary, i18n.language),
    })),
    { value: UNDECIDED_PLAN, label: t('options.plans.undecided') },
  ];
  // "Help me choose" always works: an owner is never stuck because the list did not load.
  const status = plans.isPending
    ? t('form.plansLoading')
    : plans.isError
      ? t('form.plansUnavailable')
      : hint;
  return <FormRadioGroup name={name} legend={legend} hint={status} options={options} columns={2} />;
}

/** Start date and plan, shared by the management applications. */
export function StartAndPlanFields({ planHint }: { planHint: string }) {
  const { t } = useTranslation('leads');
  return (
    <div className="flex flex-col gap-4">
      <FormDateField name="desiredStart" label={t('fields.desiredStart')} className="md:max-w-xs" />
      <PlanChoice name="plan" legend={t('fields.plan')} hint={planHint} />
    </div>
  );
}
