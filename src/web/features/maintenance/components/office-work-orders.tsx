import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { WorkOrderSummary } from '../../../../shared/schemas/maintenance';
import type { WorkOrderAction } from '../../../../shared/work-order-flow';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useSession } from '../../../lib/session/session-context';
import { workOrderListQuery, type WorkOrderFilters as Filters } from '../api/work-order-queries';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ActionForm } from './action-form';
import { MaintenanceSettingsPanel } from './maintenance-settings-form';
import { PreventiveSchedules } from './preventive-schedules';
import { MOVE_INTO, WorkOrderBoard } from './work-order-board';
import { WorkOrderFilters, type FilterValues } from './work-order-filters';
import { WorkOrderTable } from './work-order-table';
import { propertyNamesQuery } from '../../../entities/property/property-names-query';
import { PageHeader } from '../../../components/ui/page-header';

const FILTER_NAMES = [
  'status',
  'propertyId',
  'technicianId',
  'urgency',
  'category',
  'overdue',
  'q',
] as const;

/**
 * The office's work orders: a board by status or a table, filtered from the URL (open work by
 * default), storm damage shown first as its own group while any is open.
 */
export function OfficeWorkOrders() {
  const { t: terms } = useTranslation('maintenance-terms');
  const { t } = useTranslation('work-orders');
  const { api } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view =
    asked === 'table' || asked === 'preventive' || asked === 'settings' ? asked : 'board';
  const values = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, params.get(name) ?? (name === 'status' ? 'active' : '')]),
  ) as unknown as FilterValues;
  const filters: Filters = { pageSize: 200 };
  for (const name of FILTER_NAMES) {
    if (values[name]) (filters as Record<string, string>)[name] = values[name];
  }
  const query = useQuery(workOrderListQuery(api, filters));
  const properties = useQuery(propertyNamesQuery(api));
  const [moving, setMoving] = useState<{
    id: string;
    title: string;
    action: WorkOrderAction;
  } | null>(null);

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '' && name !== 'status') next.delete(name);
    else if (name === 'status' && value === 'active') next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  const rows = query.data?.workOrders ?? [];
  const storm = rows.filter(
    (r) => r.category === 'storm_damage' && r.status !== 'closed' && r.status !== 'cancelled',
  );
  const rest = rows.filter((r) => !storm.includes(r));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('office.title')}
        lead={t('office.intro')}
        actions={
          <div role="group" aria-label={t('office.view')} className="flex gap-2">
            {(['board', 'table', 'preventive', 'settings'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => set('view', v === 'board' ? '' : v)}
                className={`rounded-full px-3.5 py-1.5 text-sm font-semibold ${
                  view === v
                    ? 'bg-navy text-white'
                    : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {t(`office.${v}`)}
              </button>
            ))}
          </div>
        }
      />
      {view === 'settings' ? (
        <MaintenanceSettingsPanel />
      ) : view === 'preventive' ? (
        <PreventiveSchedules properties={properties.data ?? []} />
      ) : (
        <WorkOrderFilters values={values} properties={properties.data ?? []} onChange={set} />
      )}
      {view === 'preventive' || view === 'settings' ? null : query.isPending ? (
        <ListSkeleton rows={5} label={t('loading')} />
      ) : query.isError ? (
        <QueryError query={query} title={t('error')} retryLabel={t('retry')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('office.empty')}>
          <p>{t('office.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          {storm.length > 0 && (
            <Group title={t('office.storm', { count: storm.length })} tone="storm">
              <Rows
                view={view}
                rows={storm}
                caption={t('office.storm', { count: storm.length })}
                onMove={setMoving}
              />
            </Group>
          )}
          <Group title={storm.length > 0 ? t('office.otherWork') : null}>
            <Rows view={view} rows={rest} caption={t('office.title')} onMove={setMoving} />
          </Group>
        </>
      )}
      <FormDialog
        open={moving !== null}
        onOpenChange={(open) => !open && setMoving(null)}
        title={moving ? terms(`action.${moving.action}`) : ''}
        description={moving?.title}
        closeLabel={t('close')}
      >
        {moving && (
          <ActionForm
            workOrderId={moving.id}
            action={moving.action}
            onDone={() => setMoving(null)}
            onCancel={() => setMoving(null)}
          />
        )}
      </FormDialog>
    </div>
  );
}

function Group({
  title,
  tone,
  children,
}: {
  title: string | null;
  tone?: 'storm';
  children: React.ReactNode;
}) {
  if (!title) return <>{children}</>;
  return (
    <section
      aria-label={title}
      className={tone === 'storm' ? 'rounded-xl border-2 border-amber-400 bg-amber-50 p-3' : ''}
    >
      <h2 className="mb-3 text-lg font-semibold text-navy">{title}</h2>
      {children}
    </section>
  );
}

function Rows({
  view,
  rows,
  caption,
  onMove,
}: {
  view: 'board' | 'table' | 'preventive' | 'settings';
  rows: WorkOrderSummary[];
  caption: string;
  onMove: (target: { id: string; title: string; action: WorkOrderAction }) => void;
}) {
  if (view === 'table') return <WorkOrderTable rows={rows} caption={caption} />;
  return (
    <WorkOrderBoard
      rows={rows}
      onMove={(row, to) => {
        const action = MOVE_INTO[to];
        if (action) onMove({ id: row.id, title: row.title, action });
      }}
    />
  );
}
