import { Check, CircleCheckBig, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { isLeadKind } from '../../../../shared/schemas/leads/registry';
import { LabelledSection } from '../../../components/ui/labelled-section';

const REFERENCE = /^[A-Z]{2,5}-\d{4}-\d{6}$/;

/** /thank-you?ref=MA-2026-000123&kind=ma-form: shown after any form, with its reference. */
export default function ThankYouPage() {
  const { t, i18n } = useTranslation('leads');
  const { user } = useSession();
  const [params] = useSearchParams();
  const [copied, setCopied] = useState(false);
  usePageMeta({ title: t('thankYou.metaTitle'), description: t('thankYou.metaDescription') });
  const ref = params.get('ref') ?? '';
  const reference = REFERENCE.test(ref) ? ref : null;
  const kind = params.get('kind') ?? '';
  // The first step is the one the request sent leads to: a concierge request is not a management
  // application, and neither is promised the other's response time.
  const [generalFirst, ...rest] = t('thankYou.next', { returnObjects: true }) as string[];
  const firstStep =
    isLeadKind(kind) && i18n.exists(`leads:thankYou.firstStep.${kind}`)
      ? t(`thankYou.firstStep.${kind}`)
      : generalFirst;
  const next = [firstStep, ...rest].filter((step): step is string => Boolean(step));

  const copy = async () => {
    if (!reference) return;
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <PublicLayout>
      <div className="bg-sand px-4 py-12 md:py-20">
        <div className="mx-auto flex max-w-2xl flex-col gap-6">
          <CircleCheckBig className="size-12 text-ocean" aria-hidden="true" />
          {reference ? (
            <>
              <div>
                <p className="text-sm font-semibold tracking-wide text-ocean uppercase">
                  {t('thankYou.eyebrow')}
                </p>
                <h1 className="mt-2 font-display text-3xl font-semibold text-navy md:text-5xl">
                  {t('thankYou.title')}
                </h1>
                <p className="mt-4 text-lg text-slate-700">
                  {isLeadKind(kind)
                    ? t('thankYou.intro', { kind: t(`kinds.${kind}`).toLowerCase() })
                    : t('thankYou.introGeneric')}
                </p>
              </div>
              <LabelledSection
                id="reference-label"
                title={t('thankYou.referenceLabel')}
                className="rounded-2xl border border-ocean/30 bg-white p-6 shadow-sm"
                titleClassName="text-sm font-medium text-slate-600"
              >
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <p className="font-mono text-2xl font-semibold tracking-wider break-all text-navy md:text-3xl">
                    {reference}
                  </p>
                  <button
                    type="button"
                    onClick={() => void copy()}
                    className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-navy hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40"
                  >
                    {copied ? (
                      <Check className="size-4" aria-hidden="true" />
                    ) : (
                      <Copy className="size-4" aria-hidden="true" />
                    )}
                    <span aria-live="polite">
                      {copied ? t('thankYou.copied') : t('thankYou.copy')}
                    </span>
                  </button>
                </div>
                <p className="mt-3 text-sm text-slate-600">{t('thankYou.referenceHint')}</p>
              </LabelledSection>
            </>
          ) : (
            <div>
              <h1 className="font-display text-3xl font-semibold text-navy md:text-4xl">
                {t('thankYou.missingTitle')}
              </h1>
              <p className="mt-4 text-lg text-slate-700">{t('thankYou.missingText')}</p>
            </div>
          )}
          <section aria-labelledby="next-title" className="rounded-2xl bg-white p-6">
            <h2 id="next-title" className="text-lg font-semibold text-navy">
              {t('thankYou.nextTitle')}
            </h2>
            <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-slate-700">
              {next.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {user && (
              <Link
                to="/dashboard"
                className="inline-flex items-center justify-center rounded-lg bg-ocean px-5 py-3 font-semibold text-white hover:bg-ocean-dark"
              >
                {t('thankYou.toDashboard')}
              </Link>
            )}
            <Link
              to="/"
              className={
                user
                  ? 'px-2 py-3 text-center font-semibold text-ocean underline-offset-4 hover:underline'
                  : 'inline-flex items-center justify-center rounded-lg bg-ocean px-5 py-3 font-semibold text-white hover:bg-ocean-dark'
              }
            >
              {t('thankYou.home')}
            </Link>
          </div>
          {user && reference && <p className="text-sm text-slate-600">{t('thankYou.signedIn')}</p>}
        </div>
      </div>
    </PublicLayout>
  );
}
