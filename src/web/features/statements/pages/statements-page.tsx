import { useParams, useSearchParams } from 'react-router';
import { StatementListView } from '../components/statement-list-view';
import { MonthToDateView, StatementView } from '../components/statement-view';

/**
 * /portal/statements (the list), /portal/statements/month-to-date (?owner= for an admin) and
 * /portal/statements/{id}. The API scopes every one to what the reader may see.
 */
export default function StatementsPage() {
  const rest = useParams()['*'];
  const [params] = useSearchParams();
  if (!rest) return <StatementListView />;
  if (rest === 'month-to-date') {
    const ownerId = params.get('owner') ?? '';
    return <MonthToDateView key={ownerId} ownerId={ownerId} />;
  }
  return <StatementView key={rest} id={rest} />;
}
