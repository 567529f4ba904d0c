import { useParams } from 'react-router';
import { CmsArticle } from '../components/cms-article';

/** `/{id}`: the CMS page with that slug, or the not-found page. */
export default function CmsPage() {
  const { id = '' } = useParams();
  return <CmsArticle key={id} slug={id} />;
}
