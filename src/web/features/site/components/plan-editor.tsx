import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import type { Plan } from '../../../../shared/schemas/plans';
import { CheckboxField, RadioGroup } from '../../../components/ui/choice-fields';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { FormActions } from '../../../components/ui/form-actions';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { formatMarketingPrice, parseMoney } from '../../../../shared/money';
import { formatPercent } from '../../../lib/format';
import { useSavePlan } from '../api/plan-mutations';
import {
  buildPlanFormSchema,
  formFieldFor,
  parsePercent,
  planToFormValues,
  type PlanFormValues,
} from '../lib/plan-form';
import { PlanFeaturesEditor } from './plan-features-editor';

type PlanFormSchema = ReturnType<typeof buildPlanFormSchema>;
type FormOutput = z.output<PlanFormSchema>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** The fee exactly as /managed and /compare word it (their namespace), while the operator types. */
function FeePreview({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation(['plans-admin', 'management']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [feeType, percent, monthlyFee] = useWatch<
    PlanFormValues,
    ['feeType', 'percent', 'monthlyFee']
  >({ name: ['feeType', 'percent', 'monthlyFee'] });
  const basisPoints = feeType === 'percent' ? parsePercent(percent) : null;
  const cents = feeType === 'flat' ? parseMoney(monthlyFee) : null;
  const amount =
    basisPoints !== null
      ? formatPercent(basisPoints, language)
      : cents !== null
        ? formatMarketingPrice(cents, language, currency)
        : null;
  const text = amount && `${amount} ${t(`management:plans.fee.${feeType}`)}`;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {text && t('editor.shownAs', { text })}
    </p>
  );
}

/**
 * Edits one plan's terms in dollars and percent; saves them whole with PUT /api/admin/plans/:id.
 * The browser checks with the server's schema first; the server's own 400 lands on the same fields.
 */
export function PlanEditor({
  plan,
  knownKeys,
  onDone,
}: {
  plan: Plan;
  knownKeys: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('plans-admin');
  const save = useSavePlan();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      buildPlanFormSchema({
        percent: t('units.percent'),
        position: t('units.position'),
      }),
    [t],
  );
  const form = useForm<PlanFormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: planToFormValues(plan),
    // Features are added and moved: focus errors in page order, not registration order.
    shouldFocusError: false,
  });
  const { formRef } = useFocusFirstError(form);
  const { register, handleSubmit, setError, setFocus, getValues, formState } = form;
  const { errors } = formState;
  const feeType = useWatch({ control: form.control, name: 'feeType' });

  useEffect(() => setFocus('name'), [setFocus]);

  const showServerErrors = (err: unknown) => {
    if (!(err instanceof ApiError)) return setFormError(t('unexpected'));
    let placed = 0;
    for (const [apiPath, reason] of Object.entries(err.fields)) {
      const field = formFieldFor(apiPath, getValues('feeType'));
      // Only fields this form shows can carry a message; anything else goes above the buttons.
      if (field !== 'features.root' && getValues(field as FieldPath<PlanFormValues>) === undefined)
        continue;
      setError(field as FieldPath<PlanFormValues>, { type: 'server', message: reason });
      placed++;
    }
    if (placed === 0) setFormError(err.message);
  };

  const onSubmit = async (input: FormOutput) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: plan.id, input });
      showToast('success', t('editor.saved', { name: saved.name }));
      onDone();
    } catch (err) {
      showServerErrors(err);
    }
  };

  const currency = plan.currency;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        className="flex flex-col gap-6"
      >
        <Section title={t('editor.details')}>
          <div className="grid gap-4 md:grid-cols-[1fr_12rem]">
            <TextField
              label={t('editor.name')}
              hint={t('editor.nameHint')}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t('editor.position')}
              hint={t('editor.positionHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              error={errors.sort?.message}
              {...register('sort')}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <TextareaField
              label={t('editor.summaryEn')}
              rows={4}
              error={errors.summary?.en?.message}
              {...register('summary.en')}
            />
            <TextareaField
              label={t('editor.summaryEs')}
              hint={t('editor.spanishHint')}
              rows={4}
              error={errors.summary?.es?.message}
              {...register('summary.es')}
            />
          </div>
        </Section>

        <Section title={t('editor.pricing')}>
          <RadioGroup
            legend={t('editor.feeType')}
            look="inline"
            options={(['percent', 'flat'] as const).map((type) => ({
              value: type,
              label: t(`editor.feeTypes.${type}`),
            }))}
            error={errors.feeType?.message}
            inputProps={register('feeType')}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            {feeType === 'percent' ? (
              <TextField
                key="percent"
                label={t('editor.percent')}
                hint={t('editor.percentHint')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.percent?.message}
                {...register('percent')}
              />
            ) : (
              <TextField
                key="monthlyFee"
                label={t('editor.monthlyFee', { currency })}
                hint={t('editor.dollarsHint')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.monthlyFee?.message}
                {...register('monthlyFee')}
              />
            )}
            <TextField
              label={t('editor.setupFee', { currency })}
              hint={t('editor.setupFeeHint')}
              inputMode="decimal"
              autoComplete="off"
              error={errors.setupFee?.message}
              {...register('setupFee')}
            />
          </div>
          <FeePreview currency={currency} />
          <CheckboxField
            label={t('editor.highlighted')}
            description={t('editor.highlightedHint')}
            {...register('highlighted')}
          />
        </Section>

        <Section title={t('features.title')}>
          <p className="text-sm text-slate-600">{t('features.description')}</p>
          <PlanFeaturesEditor knownKeys={knownKeys} />
        </Section>

        <FormActions
          error={formError}
          submitLabel={t('editor.save')}
          submitting={formState.isSubmitting}
          cancel={{ label: t('editor.cancel'), onClick: onDone }}
        />
      </form>
    </FormProvider>
  );
}
