import { useValidationText } from '../../i18n/use-validation-text';

/** An error for the whole form or list, not one field: announced when it appears. */
export function FormError({ message, className }: { message?: string | null; className?: string }) {
  const text = useValidationText();
  if (!message) return null;
  return (
    <p
      role="alert"
      className={className ? `text-sm text-red-700 ${className}` : 'text-sm text-red-700'}
    >
      {text(message)}
    </p>
  );
}

/**
 * The end of an admin form: the error no field could carry (announced when it appears), then the
 * save button and, when the form can be closed, a cancel button. Labels come translated.
 */
export function FormActions({
  error,
  submitLabel,
  submitting,
  cancel,
  destructive = false,
  className = 'flex flex-wrap gap-3',
}: {
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  /** The cancel button, for a form that can be closed without saving. */
  cancel?: { label: string; onClick: () => void };
  /** Red submit button for a form whose saving takes something away (ending a lease). */
  destructive?: boolean;
  /** Classes of the row holding the buttons ('' for a plain block). */
  className?: string;
}) {
  return (
    <>
      <FormError message={error} />
      <div className={className}>
        <button
          type="submit"
          disabled={submitting}
          className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
            destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-ocean hover:bg-ocean-dark'
          }`}
        >
          {submitLabel}
        </button>
        {cancel && (
          <button
            type="button"
            onClick={cancel.onClick}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {cancel.label}
          </button>
        )}
      </div>
    </>
  );
}
