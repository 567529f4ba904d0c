import { CircleAlert, LoaderCircle, Send } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { HoneypotField } from './honeypot-field';

interface LeadFormProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  formError: string | null;
  submitting: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** Accessible name of the form, e.g. the page's form heading. */
  label: string;
  submitLabel: string;
  /** Says the visitor's known details were filled in (false when the contact is someone else). */
  showPrefillNote?: boolean;
  /** Replaces the submit button, e.g. a wizard's Back / Next / Send. */
  actions?: ReactNode;
  /** The line beside the button; the privacy promise unless a page says otherwise. */
  footerNote?: string;
  children: ReactNode;
}

/** The frame of every lead form: context, honeypot, the message for non-field failures, submit. */
export function LeadForm<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  formError,
  submitting,
  formRef,
  label,
  submitLabel,
  showPrefillNote = true,
  actions,
  footerNote,
  children,
}: LeadFormProps<TIn, TOut>) {
  const { t } = useTranslation('leads');
  const { user } = useSession();
  const alertRef = useRef<HTMLDivElement>(null);
  // A failure with no field to focus (rate limit, network) takes the focus itself.
  useEffect(() => {
    if (formError && !Object.keys(form.formState.errors).length) alertRef.current?.focus();
  }, [formError, form.formState.errors]);

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={label}
        onSubmit={(e) => void onSubmit(e)}
        className="relative flex flex-col gap-8"
      >
        <HoneypotField />
        {showPrefillNote && user && (
          <p className="rounded-lg bg-aqua/10 px-4 py-3 text-sm text-navy">
            {t('form.prefilled', { name: user.name })}
          </p>
        )}
        {children}
        {formError && (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{formError}</p>
          </div>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{footerNote ?? t('form.privacy')}</p>
          {actions ?? <SubmitButton submitting={submitting} label={submitLabel} />}
        </div>
      </form>
    </FormProvider>
  );
}

/** The coral send button, with its pending state. */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation('leads');
  return (
    <button
      type="submit"
      disabled={submitting}
      className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-coral px-6 py-3 font-semibold text-white shadow-sm hover:bg-coral-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-coral focus-visible:ring-offset-2 disabled:opacity-70"
    >
      {submitting ? (
        <LoaderCircle
          className="size-4 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        />
      ) : (
        <Send className="size-4" aria-hidden="true" />
      )}
      {submitting ? t('form.sending') : label}
    </button>
  );
}

/** A titled group of fields inside a lead form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h3 id={id} className="text-lg font-semibold text-navy">
          {title}
        </h3>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
