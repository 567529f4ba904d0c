import { useParams } from 'react-router';
import { ApplicationDetail } from '../components/application-detail';
import { ApplicationList } from '../components/application-list';

const BASE = '/portal/applications';

/** /portal/applications and /portal/applications/{id}: the admins' review of rental applications. */
export default function ApplicationsPage() {
  const id = useParams()['*'];
  return id ? (
    <ApplicationDetail key={id} id={id} basePath={BASE} />
  ) : (
    <ApplicationList basePath={BASE} />
  );
}
