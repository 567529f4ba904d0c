import { useTranslation } from '../../../i18n/use-translation';

const STEPS = ['tell', 'proposal', 'handover'] as const;

export function HomeSteps() {
  const { t } = useTranslation('home');
  return (
    <section className="bg-navy text-white" aria-labelledby="steps-title">
      <div className="mx-auto max-w-[1200px] px-4 py-16 lg:px-6 lg:py-20">
        <h2 id="steps-title" className="font-display text-3xl font-semibold md:text-4xl">
          {t('steps.title')}
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((key, i) => (
            <li key={key} className="border-t-2 border-aqua pt-5">
              <span className="font-display text-4xl font-semibold text-aqua" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 text-xl font-semibold">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 text-white/80">{t(`steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
