import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { LEAD_PAGE_PATHS } from '../../../../shared/schemas/leads/page-paths';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { usePageMeta } from '../../../lib/page-meta';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import { LeadForm } from './lead-form';
import { LeadPageLayout } from './lead-page-layout';

/** Where a page's namespace keeps the frame's texts: older pages have them flat, newer in groups. */
export interface LeadPageCopyKeys {
  eyebrow: string;
  title: string;
  intro: string;
  formTitle: string;
  submit: string;
  metaTitle: string;
  metaDescription: string;
}

export const GROUPED_COPY: LeadPageCopyKeys = {
  eyebrow: 'hero.eyebrow',
  title: 'hero.title',
  intro: 'hero.intro',
  formTitle: 'form.title',
  submit: 'form.submit',
  metaTitle: 'meta.title',
  metaDescription: 'meta.description',
};

/** Flat keys, under `prefix` when one namespace serves two pages (`single.`, `multi.`). */
export const flatCopy = (prefix = ''): LeadPageCopyKeys => ({
  eyebrow: `${prefix}eyebrow`,
  title: `${prefix}title`,
  intro: `${prefix}intro`,
  formTitle: `${prefix}formTitle`,
  submit: 'submit',
  metaTitle: `${prefix}metaTitle`,
  metaDescription: `${prefix}metaDescription`,
});

type Options = ReturnType<typeof useOptions>;

/** What a page's own parts get: its texts, its value lists labelled, and the form. */
export interface LeadPageParts {
  t: TFunction;
  /** Options labelled from the page's namespace (`options.<group>`). */
  options: Options;
  /** Options labelled from the shared `leads` namespace (cities, property types). */
  common: Options;
  /** The form, for a part that sets a field (a city card starting the request). */
  form: UseFormReturn<FieldValues, unknown, unknown>;
}

type Schema = z.ZodType<unknown, FieldValues>;

export interface LeadKindPageSpec<S extends Schema> {
  kind: keyof typeof LEAD_PAGE_PATHS;
  /** The page's translation namespace; `leads` is read behind it. */
  namespace: string;
  copy: LeadPageCopyKeys;
  /** Loaded when the visitor moves into the form: the page draws without zod (decision 0059). */
  loadSchema: () => Promise<S>;
  /** The kind's own fields' starting values; the contact block and the honeypot are the frame's. */
  defaultValues: DefaultValues<z.input<S>>;
  /** Starting values read from the address or the session (a renewal's home and end date). */
  useKnownValues?: () => DefaultValues<z.input<S>>;
  Hero?: ComponentType<LeadPageParts>;
  Aside?: ComponentType<LeadPageParts>;
  Fields: ComponentType<LeadPageParts>;
}

const EMPTY_CONTACT = { name: '', email: '', phone: '' };

/**
 * A lead kind's page from its spec: the hero, the form's wiring (schema on demand, the known
 * contact filled in, the POST, the thank-you page, the errors) and the texts around it are the
 * same on every page; only the kind's own fields, cards and panels are the spec's.
 */
export function leadKindPage<S extends Schema>(spec: LeadKindPageSpec<S>): ComponentType {
  const { Hero, Aside, Fields, copy } = spec;
  return function LeadKindPage() {
    const { t } = useTranslation([spec.namespace, 'leads']);
    const options = useOptions(spec.namespace);
    const common = useOptions();
    usePageMeta({ title: t(copy.metaTitle), description: t(copy.metaDescription) });
    const known = spec.useKnownValues?.();
    const lead = useLeadForm(spec.kind, spec.loadSchema, {
      defaultValues: Object.assign(
        { contact: EMPTY_CONTACT, website: '' },
        spec.defaultValues,
        known,
      ) as DefaultValues<z.input<S>>,
    });
    const parts = { t, options, common, form: lead.form as unknown as LeadPageParts['form'] };
    return (
      <LeadPageLayout
        eyebrow={t(copy.eyebrow)}
        title={t(copy.title)}
        intro={t(copy.intro)}
        heroExtra={Hero && <Hero {...parts} />}
        copy={t}
        asideExtra={Aside && <Aside {...parts} />}
        formTitle={t(copy.formTitle)}
      >
        <LeadForm {...lead} label={t(copy.formTitle)} submitLabel={t(copy.submit)}>
          <Fields {...parts} />
        </LeadForm>
      </LeadPageLayout>
    );
  };
}
