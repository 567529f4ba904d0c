import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { plansQuery } from '../../../entities/plan/plans-query';
import { PlanEditor } from '../components/plan-editor';
import { PlansTable } from '../components/plans-table';
import { PanelCard } from '../../../components/ui/panel-card';
import { BackLink } from '../../../components/ui/arrow-link';

const BASE = '/portal/plans';

/**
 * /portal/plans: the management plans, read through the same query as /managed and /compare, so a
 * save shows up there at once. /portal/plans/<id> edits one.
 */
export default function AdminPlansPage() {
  const { t } = useTranslation('plans-admin');
  const navigate = useNavigate();
  const editingId = useParams()['*'] || null;
  const plans = useQuery(plansQuery);

  const body = () => {
    if (plans.isPending) return <ListSkeleton rows={3} label={t('list.loading')} />;
    if (plans.isError) {
      return (
        <ErrorState
          title={t('list.loadError')}
          retryLabel={t('list.retry')}
          onRetry={() => void plans.refetch()}
        />
      );
    }
    if (plans.data.length === 0)
      return <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState>;
    return <PlansTable plans={plans.data} onEdit={(plan) => void navigate(`${BASE}/${plan.id}`)} />;
  };

  if (editingId) {
    const plan = plans.data?.find((p) => p.id === editingId);
    const knownKeys = [...new Set(plans.data?.flatMap((p) => p.features.map((f) => f.key)))];
    return (
      <div className="flex flex-col gap-6">
        <BackLink
          to={BASE}
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-ocean hover:underline"
        >
          {t('editor.back')}
        </BackLink>
        {plans.data && (
          <h1 className="text-2xl font-semibold break-words text-slate-900">
            {plan ? t('editor.title', { name: plan.name }) : t('editor.notFound')}
          </h1>
        )}
        {!plans.data ? (
          body()
        ) : plan ? (
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
            <PlanEditor
              key={plan.id}
              plan={plan}
              knownKeys={knownKeys}
              onDone={() => void navigate(BASE)}
            />
          </div>
        ) : (
          <p className="text-slate-700">{t('editor.notFoundHint')}</p>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-navy">{t('pageTitle')}</h1>
        <Link
          to="/compare"
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <ArrowUpRight className="size-4" aria-hidden="true" />
          {t('list.viewCompare')}
        </Link>
      </div>
      <PanelCard title={t('list.title')} description={t('list.description')}>
        {body()}
      </PanelCard>
    </div>
  );
}
