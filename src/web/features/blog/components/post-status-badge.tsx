import { useTranslation } from '../../../i18n/use-translation';
import type { PostStatus } from '../../../../shared/schemas/blog';
import { useFormat } from '../../../lib/format';

// Each pair is at least 4.5:1 (the -800 text on its -100 background).
const TONES: Record<PostStatus, string> = {
  draft: 'bg-slate-200 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-800',
};

/** Draft, published, or scheduled with the time it goes out (company time zone). */
export function PostStatusBadge({
  status,
  publishAt,
}: {
  status: PostStatus;
  publishAt: string | null;
}) {
  const { t } = useTranslation('blog-admin');
  const format = useFormat();
  const label =
    status === 'scheduled' && publishAt
      ? t('status.scheduledFor', { time: format.dateTime(publishAt) })
      : t(`status.${status}`);
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {label}
    </span>
  );
}
