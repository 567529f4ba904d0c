import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { canAny } from '../../../../shared/permissions';
import type { BrokerWorkspace as Workspace } from '../../../../shared/schemas/contracts';
import { FigureCard } from '../../../components/ui/figure-card';
import { FormError } from '../../../components/ui/form-actions';
import { SelectField, SelectOptions } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { workspaceQuery } from '../api/queries';
import { CommissionChart } from './commission-chart';
import { ContractStatusBadge } from './contract-status-badge';
import { ContractTable } from './contract-table';
import { leadKeys } from '../../../entities/lead/lead-keys';

export const PIPELINE_STAGES = ['new', 'contacted', 'proposal', 'won', 'lost'] as const;
type Stage = (typeof PIPELINE_STAGES)[number];
type Lead = Workspace['leads'][number];

/**
 * The broker's workspace on the portal home: their pipeline by stage (moved by drag or by each
 * card's "Move to" menu), the agreements they sent, and commissions by month. Admins see every
 * broker's, or one broker's.
 */
export function BrokerWorkspace() {
  const { t } = useTranslation('contracts');
  const { api, role } = useSession();
  const [brokerId, setBrokerId] = useState('');
  const query = useQuery({
    ...workspaceQuery(api, brokerId),
    enabled: canAny(role, ['read:leads:any', 'read:leads:assigned']),
  });
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: ({ id, status }: { id: string; status: Stage }) =>
      api(`/api/leads/${id}`, { method: 'PATCH', body: { status } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['broker'] }),
        queryClient.invalidateQueries({ queryKey: leadKeys.all }),
      ]),
  });
  const format = useFormat();
  if (!canAny(role, ['read:leads:any', 'read:leads:assigned'])) return null;
  if (query.isPending) return <ListSkeleton rows={4} label={t('loading')} />;
  if (query.isError) return <QueryError query={query} title={t('error')} retryLabel={t('retry')} />;
  const data = query.data;
  const office = data.brokers.length > 0 || canAny(role, 'read:leads:any');
  const prospects = data.leads.filter((l) => l.kind === 'management-prospect');
  return (
    <section aria-labelledby="workspace-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="workspace-title" className="text-xl font-semibold text-navy">
            {office ? t('workspace.officeTitle') : t('workspace.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('workspace.description')}</p>
        </div>
        {office && (
          <SelectField
            label={t('workspace.broker')}
            value={brokerId}
            onChange={(e) => setBrokerId(e.target.value)}
            className="min-w-56"
          >
            <SelectOptions
              none={t('workspace.allBrokers')}
              values={data.brokers}
              label={(b) => b.name}
              optionValue={(b) => b.id}
            />
          </SelectField>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FigureCard label={t('workspace.winsThisMonth')} value={String(data.thisMonth.wins)} />
        <FigureCard
          label={t('workspace.commissionThisMonth')}
          value={format.money(data.thisMonth.commissionCents, 'USD')}
        />
        <FigureCard
          label={t('workspace.openLeads')}
          value={String(data.leads.filter((l) => !['won', 'lost'].includes(l.status)).length)}
        />
      </div>
      <Pipeline
        leads={data.leads}
        onMove={(lead, status) => move.mutate({ id: lead.id, status })}
      />
      <FormError message={move.error?.message ?? null} />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="text-base font-semibold text-navy">{t('workspace.commissions')}</h3>
          <CommissionChart months={data.commissions} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="text-base font-semibold text-navy">{t('workspace.prospects')}</h3>
          {prospects.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              {t('workspace.noProspects')}{' '}
              <Link to="/management-prospect" className="font-semibold text-ocean underline">
                {t('workspace.registerProspect')}
              </Link>
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {prospects.map((l) => (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-semibold text-slate-900">{l.name}</span>{' '}
                    <span className="text-slate-600">{l.reference}</span>
                  </span>
                  <span className="text-slate-700">
                    {t(`stage.${l.status}`, { defaultValue: l.status })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-base font-semibold text-navy">{t('workspace.agreements')}</h3>
        {data.agreements.length === 0 ? (
          <p className="text-sm text-slate-600">{t('workspace.noAgreements')}</p>
        ) : (
          <ContractTable rows={data.agreements} caption={t('workspace.agreements')} />
        )}
      </div>
    </section>
  );
}

function Pipeline({ leads, onMove }: { leads: Lead[]; onMove: (lead: Lead, to: Stage) => void }) {
  const { t } = useTranslation('contracts');
  const [over, setOver] = useState<Stage | null>(null);
  const byId = new Map(leads.map((l) => [l.id, l]));
  const drop = (stage: Stage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const lead = byId.get(event.dataTransfer.getData('text/plain'));
    if (lead && lead.status !== stage) onMove(lead, stage);
  };
  return (
    <div
      // A column per stage side by side from tablets up, scrolling sideways rather than squeezing
      // names and menus into a few letters; stacked on phones.
      className="grid gap-3 md:auto-cols-[minmax(11rem,1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2"
      aria-label={t('workspace.pipeline')}
      role="group"
    >
      {PIPELINE_STAGES.map((stage) => {
        const cards = leads.filter((l) => l.status === stage);
        return (
          <section
            key={stage}
            aria-labelledby={`stage-${stage}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={drop(stage)}
            className={`flex min-h-28 flex-col gap-2 rounded-xl border p-2 ${over === stage ? 'border-ocean bg-sky-50' : 'border-slate-200 bg-slate-50'}`}
          >
            <h3 id={`stage-${stage}`} className="px-1 text-sm font-semibold text-navy">
              {t(`stage.${stage}`)} <span className="text-slate-600">({cards.length})</span>
            </h3>
            {cards.length === 0 && (
              <p className="px-1 text-xs text-slate-600">{t('workspace.emptyStage')}</p>
            )}
            <ul className="flex flex-col gap-2">
              {cards.map((lead) => (
                <LeadCard key={lead.id} lead={lead} onMove={onMove} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function LeadCard({ lead, onMove }: { lead: Lead; onMove: (lead: Lead, to: Stage) => void }) {
  const { t } = useTranslation('contracts');
  return (
    <li
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', lead.id)}
      className="cursor-grab rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm active:cursor-grabbing"
    >
      <Link
        to={`/portal/leads?lead=${lead.id}`}
        className="font-semibold text-ocean hover:underline"
      >
        {lead.name}
      </Link>
      <p className="mt-1 text-xs text-slate-600">
        {lead.reference}
        {lead.brokerName ? ` · ${lead.brokerName}` : ''}
      </p>
      {lead.agreement ? (
        <Link
          to={`/contracts/${lead.agreement.id}`}
          className="mt-2 inline-flex items-center gap-1.5 text-xs text-slate-700"
        >
          {t('workspace.agreement')} <ContractStatusBadge status={lead.agreement.status} />
        </Link>
      ) : (
        !['won', 'lost'].includes(lead.status) && (
          <Link
            to={`/contracts/new?lead=${lead.id}`}
            className="mt-2 inline-block text-xs font-semibold text-ocean underline"
          >
            {t('workspace.sendAgreement')}
          </Link>
        )
      )}
      <label className="mt-2 flex items-center gap-2 text-xs text-slate-700">
        <span>{t('workspace.moveTo')}</span>
        <select
          aria-label={t('workspace.moveCard', { name: lead.name })}
          className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-1.5 py-1 text-xs"
          value=""
          onChange={(e) => {
            if (e.target.value) onMove(lead, e.target.value as Stage);
          }}
        >
          <SelectOptions
            none={t('workspace.choose')}
            values={PIPELINE_STAGES.filter((s) => s !== lead.status)}
            label={(s) => <>{t(`stage.${s}`)}</>}
          />
        </select>
      </label>
    </li>
  );
}
