import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { LeadCreated } from '../../../../shared/schemas/leads/api';
import type { LeadKind } from '../../../../shared/schemas/leads/registry';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { useDeferredResolver, type SchemaSource } from '../../../lib/deferred-resolver';
import { useSession } from '../../../lib/session/session-context';
import { ApiError, requestJson } from '../../../lib/api-error';
import { serverFieldMessage } from '../../../lib/form-errors';
import { meQuery } from '../../../lib/me-query';

export interface LeadFormState<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Pass to <form onSubmit>. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** A failure that belongs to no field: rate limit, network, server. */
  formError: string | null;
  submitting: boolean;
  /** Attach to the <form>: errors are focused in the order the visitor sees the fields. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Moves the focus to the first field (in page order) that has an error; after a failed
   * submit this happens by itself. */
  focusFirstError: () => boolean;
  /** Checks some of the fields (a wizard's step): false when one is wrong, or when the validation
   * code could not be fetched, which is said as the form's error. */
  validateFields: (names: Path<TIn>[]) => Promise<boolean>;
}

/**
 * Everything a lead form needs: the shared zod schema as resolver (first invalid field focused),
 * the signed-in visitor's name, e-mail and phone filled in, the POST to /api/leads/:kind (naming
 * the page's language, with the session's token when there is one), server field errors put back
 * on their fields, and on success the thank-you page with the reference.
 *
 * `prefillContact: false` for forms whose contact is somebody else (a broker's prospect).
 */
export function useLeadForm<S extends z.ZodType<unknown, FieldValues>>(
  kind: LeadKind,
  schema: SchemaSource<S>,
  options: { defaultValues: DefaultValues<z.input<S>>; prefillContact?: boolean },
): LeadFormState<z.input<S>, z.output<S>> {
  type In = z.input<S>;
  const { t, i18n } = useTranslation('leads');
  const navigate = useNavigate();
  const session = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  // A form page fetches its validation once it is on the screen; a form that loads its schema
  // when used starts when the visitor moves into it.
  const validation = useDeferredResolver(
    schema,
    formRef,
    typeof schema === 'function' ? 'focus' : 'mounted',
  );
  const form = useForm<In, unknown, z.output<S>>({
    resolver: validation.resolver as never,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // RHF focuses in registration order, which is wrong once a list grows: we focus in page order.
    shouldFocusError: false,
  });
  const { focusFirstError } = useFocusFirstError(form, formRef);

  const prefill = options.prefillContact !== false;
  const meOptions = meQuery(session.api, session.user?.id ?? null);
  const me = useQuery({ ...meOptions, enabled: prefill && meOptions.enabled });

  // Known fields are filled once they are known, never over what the visitor already typed.
  useEffect(() => {
    if (!prefill || !session.user) return;
    const known: Array<[string, string | null | undefined]> = [
      ['contact.name', me.data?.user.name ?? session.user.name],
      ['contact.email', me.data?.user.email ?? session.user.email],
      ['contact.phone', me.data?.user.phone],
    ];
    for (const [name, value] of known) {
      const path = name as Path<In>;
      if (value && !form.getFieldState(path).isDirty && !form.getValues(path)) {
        form.setValue(path, value as PathValue<In, Path<In>>);
      }
    }
  }, [prefill, session.user, me.data, form]);

  // After a failed submit useFocusFirstError moves the focus to the first field in error.
  const onSubmit = (event?: React.BaseSyntheticEvent) =>
    form
      .handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            // A Spanish page asks for the confirmation e-mail in Spanish.
            const language = i18n.resolvedLanguage === 'es' ? '?language=es' : '';
            const path = `/api/leads/${kind}${language}`;
            const created = session.user
              ? await session.api<LeadCreated>(path, { method: 'POST', body: values })
              : await requestJson<LeadCreated>(path, {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json' },
                  body: JSON.stringify(values),
                });
            await navigate(`/thank-you?ref=${encodeURIComponent(created.reference)}&kind=${kind}`);
          } catch (err) {
            setFormError(describeFailure(err, form, t));
          }
        },
        (errors) => {
          // The honeypot has no visible place for its error: say it where people can read it.
          setFormError('website' in errors ? t('form.spam') : null);
        },
      )(event)
      // Only the validation's code failing to arrive gets here: the connection is the cause.
      .catch(() => setFormError(t('form.offline')));

  const validateFields = (names: Path<In>[]) =>
    form.trigger(names).then(
      (valid) => {
        setFormError(null);
        return valid;
      },
      () => {
        setFormError(t('form.offline'));
        return false;
      },
    );

  return {
    form,
    onSubmit,
    formError,
    submitting: form.formState.isSubmitting,
    formRef,
    focusFirstError,
    validateFields,
  };
}

function describeFailure<T extends FieldValues>(
  err: unknown,
  form: UseFormReturn<T, unknown, unknown>,
  t: TFunction,
): string | null {
  if (!(err instanceof ApiError)) return t('form.failed');
  if (err.status === 429) {
    const minutes = Math.max(1, Math.ceil((err.retryAfterSeconds ?? 600) / 60));
    return t('form.rateLimited', { count: minutes });
  }
  const entries = Object.entries(err.fields);
  if (err.status === 400 && err.fields.website) return t('form.spam');
  if (err.status === 400 && entries.length > 0) {
    entries.forEach(([name]) => {
      form.setError(name as Path<T>, { type: 'server', message: serverFieldMessage(err, name) });
    });
    return t('form.fixFields');
  }
  if (err.status === 401 || err.status === 403) return t('form.notAllowed');
  return err.code === 'network' ? t('form.offline') : t('form.failed');
}
