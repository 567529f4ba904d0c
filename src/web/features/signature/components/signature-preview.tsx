import { useTranslation } from '../../../i18n/use-translation';

/**
 * Shows the generated HTML exactly as a mail client would, inside a sandboxed frame (no scripts,
 * no access to this page), plus the source that "Copy HTML" puts on the clipboard.
 */
export function SignaturePreview({ html, isEmpty }: { html: string; isEmpty: boolean }) {
  const { t } = useTranslation('signature');
  const doc = `<!doctype html><html><body style="margin:16px;background:#ffffff;">${html}</body></html>`;
  return (
    <section aria-labelledby="preview-title" className="min-w-0">
      <h2 id="preview-title" className="font-display text-2xl font-semibold text-navy">
        {t('preview.title')}
      </h2>
      <p className="mt-1 text-sm text-navy/75">{t('preview.lead')}</p>
      <div className="mt-4 overflow-hidden rounded-2xl border border-navy/15 bg-white shadow-sm">
        <div className="flex items-center gap-2 border-b border-navy/10 bg-sand/60 px-4 py-2 text-xs text-navy/75">
          <span className="h-2.5 w-2.5 rounded-full bg-coral/70" aria-hidden="true" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" aria-hidden="true" />
          <span className="h-2.5 w-2.5 rounded-full bg-aqua" aria-hidden="true" />
          <span className="ml-2">{t('preview.mailbox')}</span>
        </div>
        {isEmpty ? (
          <p className="flex h-48 items-center justify-center px-6 text-center text-navy/70">
            {t('preview.empty')}
          </p>
        ) : (
          <iframe title={t('preview.frameTitle')} srcDoc={doc} sandbox="" className="h-48 w-full" />
        )}
      </div>
      <details className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ocean">
          {t('preview.source')}
        </summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-navy p-4 text-xs break-all whitespace-pre-wrap text-white/90">
          <code>{html}</code>
        </pre>
      </details>
    </section>
  );
}
