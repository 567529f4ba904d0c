import { CmsArticle } from '../components/cms-article';

export default function PrivacyPage() {
  return <CmsArticle slug="privacy-policy" />;
}
