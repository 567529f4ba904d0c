import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { UNDECIDED_PLAN } from '../../../../shared/lead-choices/common';
import { plansQuery } from '../../../entities/plan/plans-query';
import { useFormat } from '../../../lib/format';
import { humanize } from '../../../../shared/humanize';

/** Keys whose values are option codes with labels in `leads:options.<group>`. */
const OPTION_GROUPS: Record<string, string> = {
  city: 'cities',
  type: 'propertyTypes',
  bedrooms: 'bedrooms',
  occupancy: 'occupancy',
  needs: 'needs',
  timeline: 'timelines',
  services: 'services',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Any submission, readable: nested groups as titled blocks, lists of groups numbered, scalars as
 * "label: value". Labels come from `leads:payload.<key>` when written, else from the key itself,
 * so a new form kind shows up properly in the inbox without any change here.
 */
export function PayloadView({
  payload,
  level = 0,
}: {
  payload: Record<string, unknown>;
  level?: number;
}) {
  const { t } = useTranslation('leads');
  const format = useFormat();
  // A plan is a row of the plans table: show its current name (the slug until the list loads).
  const { data: plans } = useQuery(plansQuery);
  const label = (key: string) => t(`payload.${key}`, { defaultValue: humanize(key) });
  const show = (key: string, value: unknown): string => {
    if (typeof value === 'boolean') return value ? t('payload.yes') : t('payload.no');
    if (Array.isArray(value)) return value.map((v) => show(key, v)).join(', ');
    if (typeof value !== 'string')
      return typeof value === 'number' ? String(value) : JSON.stringify(value);
    // A calendar date: noon UTC stays on the same day in every American time zone.
    if (ISO_DATE.test(value)) return format.day(value);
    if (key === 'plan') {
      if (value === UNDECIDED_PLAN) return t('options.plans.undecided');
      return plans?.find((plan) => plan.slug === value)?.name ?? value;
    }
    const group = OPTION_GROUPS[key];
    if (group) return t(`options.${group}.${value}`, { defaultValue: value });
    // Option codes of forms without a group above (employment status, relationship, …).
    return /^[a-z0-9-]+$/.test(value) ? t(`values.${value}`, { defaultValue: value }) : value;
  };
  const entries = Object.entries(payload).filter(
    ([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0),
  );
  const Heading = level === 0 ? 'h3' : 'h4';

  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
      {entries.map(([key, value]) => {
        if (isPlain(value) || (Array.isArray(value) && value.some(isPlain))) {
          const items = Array.isArray(value) ? value.filter(isPlain) : [value];
          return (
            <div key={key} className="flex flex-col gap-2 sm:col-span-2">
              {items.map((item, i) => (
                <section key={i} className="rounded-lg border border-slate-200 p-3">
                  <Heading className="mb-2 font-semibold text-navy">
                    {label(key)}
                    {items.length > 1 ? ` ${i + 1}` : ''}
                  </Heading>
                  <PayloadView payload={item} level={level + 1} />
                </section>
              ))}
            </div>
          );
        }
        return (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-600">{label(key)}</dt>
            <dd className="break-words text-navy">{show(key, value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
