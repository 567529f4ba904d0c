import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { usePreviewRequest } from '../api/admin-queries';

/** How long typing must pause before the server is asked for a new preview. */
const PREVIEW_DELAY_MS = 400;

// The post page's body look, for HTML the server rendered and sanitised.
export const POST_BODY_CLASS =
  'text-base leading-7 text-slate-800 break-words [&_a]:font-medium [&_a]:text-ocean [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-aqua [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-navy [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0';

/**
 * The body as the post page will show it: rendered by the server (the same parser and sanitiser
 * as the published post) a moment after typing stops. `active` is false while it is out of view.
 */
export function BodyPreview({ markdown, active }: { markdown: string; active: boolean }) {
  const { t } = useTranslation('blog-admin');
  const requestPreview = usePreviewRequest();
  const [shown, setShown] = useState<{ source: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active || shown?.source === markdown) return;
    let current = true;
    const timer = setTimeout(() => {
      requestPreview(markdown)
        .then(({ html }) => {
          if (!current) return;
          setShown({ source: markdown, html });
          setError(null);
        })
        .catch((err: unknown) => {
          if (current) setError(err instanceof Error ? err.message : t('preview.failed'));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `shown` is left out: a new answer must not ask again for the text it answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markdown, active, requestPreview, t]);

  const stale = shown?.source !== markdown;
  return (
    <div className="relative">
      {error && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {t('preview.error', { message: error })}
        </p>
      )}
      {stale && !error && (
        <p role="status" className="mb-2 flex items-center gap-2 text-xs text-slate-600">
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
          {t('preview.updating')}
        </p>
      )}
      {shown && shown.html ? (
        <div
          className={POST_BODY_CLASS}
          // Rendered and sanitised on the server (src/server/lib/markdown.ts): no script survives.
          dangerouslySetInnerHTML={{ __html: shown.html }}
        />
      ) : (
        !stale && <p className="text-sm text-slate-600">{t('preview.empty')}</p>
      )}
    </div>
  );
}
