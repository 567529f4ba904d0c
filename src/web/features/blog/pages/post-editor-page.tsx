import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/not-found-page';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { isNotFound } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { adminPostQuery } from '../api/admin-queries';
import { PostEditor } from '../components/post-editor';

/** /blog-admin/posts/new and /blog-admin/posts/:postId/edit: one editor for both. */
export default function PostEditorPage() {
  const { postId } = useParams();
  const { i18n } = useTranslation();
  // A new post starts in the language the portal is read in.
  const language = i18n.language.startsWith('es') ? 'es' : 'en';
  if (!postId) return <PostEditor post={null} language={language} />;
  return <ExistingPost id={postId} />;
}

function ExistingPost({ id }: { id: string }) {
  const { t } = useTranslation('blog-admin');
  const { api } = useSession();
  const query = useQuery(adminPostQuery(api, id));
  if (query.isPending) return <ListSkeleton rows={6} label={t('editor.loading')} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound />;
    return <QueryError query={query} title={t('editor.loadError')} retryLabel={t('retry')} />;
  }
  // Keyed by id: another post gets a fresh editor, never the previous one's typing.
  return <PostEditor key={query.data.id} post={query.data} language={query.data.language} />;
}
