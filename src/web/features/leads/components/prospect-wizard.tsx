import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { LeadForm, SubmitButton } from './lead-form';
import { PROSPECT_STEPS, ProspectStep, stepOfField } from './prospect-steps';
import { emptyProperty } from './property-fields';
import { WizardProgress } from './wizard-progress';
import { useLeadForm } from '../hooks/use-lead-form';

// Loaded when the broker moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/management-prospect').then(
    (m) => m.ManagementProspectLeadSchema,
  );

/** The broker's four steps, a review and the send (/management-prospect). */
export default function ProspectWizard() {
  const { t } = useTranslation(['leads-prospect', 'leads']);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lead = useLeadForm('management-prospect', loadSchema, {
    prefillContact: false,
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      properties: [emptyProperty as never],
      needs: [],
      timeline: undefined,
      proposal: { plan: undefined, feePercent: undefined, startDate: '', terms: '' },
      notes: '',
      website: '',
    },
  });
  const { form } = lead;
  const current = PROSPECT_STEPS[step]!;
  const titles = PROSPECT_STEPS.map((s) => t(`steps.${s.key}.title`));
  const isReview = current.key === 'review';

  // A new step announces itself: focus its heading (not on first render).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // Errors the final check or the server found on an earlier step: go back to that step.
  const send = async (event?: React.BaseSyntheticEvent) => {
    await lead.onSubmit(event);
    const keys = Object.keys(form.formState.errors).filter((k) => k !== 'website');
    if (keys.length > 0) setStep(stepOfField(keys[0]!));
  };

  const next = async () => {
    const valid = await lead.validateFields(current.fields as never);
    if (valid) setStep((s) => Math.min(s + 1, PROSPECT_STEPS.length - 1));
    else lead.focusFirstError();
  };

  const actions = (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      {step > 0 && (
        <button
          type="button"
          onClick={() => setStep((s) => s - 1)}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-3 font-semibold text-navy hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </button>
      )}
      {isReview ? (
        <SubmitButton submitting={lead.submitting} label={t('submit')} />
      ) : (
        <button
          type="button"
          onClick={() => void next()}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-ocean px-5 py-3 font-semibold text-white hover:bg-ocean-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40 focus-visible:ring-offset-2"
        >
          {t('next')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );

  return (
    <PublicLayout>
      <div className="bg-sand px-4 py-10 md:py-14">
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <div>
            <p className="text-sm font-semibold tracking-wide text-ocean uppercase">
              {t('eyebrow')}
            </p>
            <h1 className="mt-2 font-display text-3xl font-semibold text-navy md:text-4xl">
              {t('title')}
            </h1>
            <p className="mt-3 text-slate-700">{t('intro')}</p>
          </div>
          <WizardProgress steps={titles} current={step} label={t('progress')} />
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-semibold text-navy focus:outline-none"
            >
              {t('stepOf', { number: step + 1, total: PROSPECT_STEPS.length })} · {titles[step]}
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">{t(`steps.${current.key}.hint`)}</p>
            <LeadForm
              {...lead}
              // Enter in a field moves on instead of sending before the review.
              onSubmit={
                isReview
                  ? send
                  : async (e) => {
                      e?.preventDefault();
                      await next();
                    }
              }
              label={t('formTitle')}
              submitLabel={t('submit')}
              showPrefillNote={false}
              footerNote={t('footerNote')}
              actions={actions}
            >
              <ProspectStep step={current.key} />
            </LeadForm>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
