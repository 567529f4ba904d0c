import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { AdminPostSummary } from '../../../../shared/schemas/blog';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useFormat } from '../../../lib/format';
import { PostStatusBadge } from './post-status-badge';

/** Every post as a table from 1024 px and cards below; the title opens the editor. */
export function PostsTable({ rows }: { rows: AdminPostSummary[] }) {
  const { t } = useTranslation('blog-admin');
  const format = useFormat();
  const title = (row: AdminPostSummary) => (
    <Link
      to={`/blog-admin/posts/${row.id}/edit`}
      className="font-semibold break-words text-ocean hover:underline"
    >
      {row.title}
    </Link>
  );
  return (
    <ResponsiveTable
      rows={rows}
      caption={t('list.caption')}
      name={{
        header: t('list.col.title'),
        cell: (row) => (
          <div className="min-w-0">
            {title(row)}
            <div className="text-xs break-all text-slate-600">/{row.slug}</div>
          </div>
        ),
        card: title,
      }}
      badge={{
        header: t('list.col.status'),
        cell: (row) => <PostStatusBadge status={row.status} publishAt={row.publishAt} />,
      }}
      details={[
        { header: t('list.col.author'), cell: (row) => row.author.name },
        { header: t('list.col.language'), cell: (row) => t(`language.${row.language}`) },
        { header: t('list.col.updated'), cell: (row) => format.dateTime(row.updatedAt) },
      ]}
    />
  );
}
