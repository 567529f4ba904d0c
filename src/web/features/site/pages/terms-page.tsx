import { CmsArticle } from '../components/cms-article';

export default function TermsPage() {
  return <CmsArticle slug="terms-and-conditions" />;
}
