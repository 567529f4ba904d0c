import { Link, useParams } from 'react-router';
import { canAny } from '../../../../shared/permissions';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { OpenCue } from '../../../components/ui/arrow-link';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { ReportView } from '../components/report-view';
import { REPORTS } from '../report-definitions';

/** /portal/reports (the reports the reader may open) and /portal/reports/{report}. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const { role } = useSession();
  const name = useParams()['*'];
  const mine = REPORTS.filter((report) => canAny(role, report.access));
  if (name) {
    const report = mine.find((r) => r.name === name);
    return report ? <ReportView key={report.name} report={report} /> : <AccessDenied />;
  }
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-navy">{t('index.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('index.intro')}</p>
      </div>
      <ul aria-label={t('index.title')} className="grid gap-3 md:grid-cols-2">
        {mine.map((r) => (
          <li key={r.name}>
            <Link
              to={`/portal/reports/${r.name}`}
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-ocean/50"
            >
              <span className="font-semibold text-navy">{t(`${r.name}.title`)}</span>
              <span className="text-sm text-slate-600">{t(`${r.name}.intro`)}</span>
              <OpenCue>{t('index.open')}</OpenCue>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
