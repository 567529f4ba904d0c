import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SHARE_TARGETS, shareUrl } from '../lib/share-links';
import { SHARE_GLYPHS } from './share-glyphs';

/**
 * Share the post: each network's own share address in a new tab (e-mail in the mail app), and a
 * button that copies the address and says so.
 */
export function ShareRow({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  const button =
    'inline-flex size-11 items-center justify-center rounded-full border border-navy/15 bg-white text-navy transition-colors hover:border-ocean hover:text-ocean';
  return (
    <section aria-labelledby="share-title">
      <h2 id="share-title" className="text-sm font-semibold tracking-wide text-ocean uppercase">
        {t('post.share.title')}
      </h2>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {SHARE_TARGETS.map((target) => {
          const Icon = SHARE_GLYPHS[target];
          return (
            <li key={target}>
              <a
                href={shareUrl(target, url, title)}
                {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                className={button}
                aria-label={t(`post.share.${target}`)}
                title={t(`post.share.${target}`)}
              >
                <Icon className="size-4" aria-hidden="true" />
              </a>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={`${button} w-auto gap-2 px-4 text-sm font-medium`}
            onClick={() => {
              navigator.clipboard
                .writeText(url)
                .then(() => setCopied('yes'))
                .catch(() => setCopied('failed'));
            }}
          >
            {copied === 'yes' ? (
              <Check className="size-4 text-ocean" aria-hidden="true" />
            ) : (
              <Link2 className="size-4" aria-hidden="true" />
            )}
            {t('post.share.copy')}
          </button>
        </li>
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-navy/75">
        {copied === 'yes'
          ? t('post.share.copied')
          : copied === 'failed'
            ? t('post.share.copyFailed', { url })
            : ''}
      </p>
    </section>
  );
}
