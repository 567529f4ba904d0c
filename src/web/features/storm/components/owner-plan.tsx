import { CalendarCheck, Camera, Hammer, PhoneCall } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

const PHASES = [
  { key: 'season', Icon: CalendarCheck },
  { key: 'before', Icon: Hammer },
  { key: 'during', Icon: PhoneCall },
  { key: 'after', Icon: Camera },
] as const;

/** What the company does for managed homes, phase by phase. */
export function OwnerPlan() {
  const { t } = useTranslation('storm');
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {PHASES.map(({ key, Icon }) => {
        const steps = t(`plan.${key}.steps`, { returnObjects: true }) as string[];
        return (
          <li key={key} className="rounded-2xl border border-white/15 bg-white/5 p-6">
            <Icon className="h-7 w-7 text-aqua" aria-hidden="true" />
            <p className="mt-4 text-sm font-semibold tracking-wide text-aqua uppercase">
              {t(`plan.${key}.when`)}
            </p>
            <h3 className="mt-1 text-xl font-semibold">{t(`plan.${key}.title`)}</h3>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-white/85 marker:text-aqua">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
