import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { ApplicationDetail as Detail } from '../../../../shared/schemas/applications';
import { can } from '../../../../shared/permissions';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PanelCard } from '../../../components/ui/panel-card';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { applicationDetailQuery } from '../api/queries';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApproveForm } from './approve-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { DeclineForm } from './decline-form';
import { IncomeRatio } from './income-ratio';
import { BackLink } from '../../../components/ui/arrow-link';
import { IconButton } from '../../../components/ui/icon-button';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One application: who applied, for which home, what they earn against its rent, and the decision. */
export function ApplicationDetail({ id, basePath }: { id: string; basePath: string }) {
  const { t } = useTranslation('applications');
  const { api } = useSession();
  const query = useQuery(applicationDetailQuery(api, id));

  if (query.isPending) return <ListSkeleton rows={8} label={t('detail.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && [403, 404].includes(query.error.status)) {
      return <AccessDenied />;
    }
    return <QueryError query={query} title={t('detail.error')} retryLabel={t('retry')} />;
  }
  return <DetailBody application={query.data} basePath={basePath} />;
}

function DetailBody({ application: a, basePath }: { application: Detail; basePath: string }) {
  const { t } = useTranslation('applications');
  const { role } = useSession();
  const format = useFormat();
  const [open, setOpen] = useState<'approve' | 'decline' | null>(null);
  const money = (cents: number) => format.money(cents, 'USD');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <BackLink to={basePath}>{t('detail.back')}</BackLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-navy">{a.applicantName}</h1>
          <ApplicationStatusBadge status={a.status} />
        </div>
        <p className="text-sm text-slate-600">
          {t('detail.received', { reference: a.reference, date: format.dateTime(a.submittedAt) })}
        </p>
      </div>

      {a.status === 'waiting' && can(role, 'write:applications:any') && (
        <div className="flex flex-wrap gap-3">
          <IconButton
            icon={Check}
            onClick={() => setOpen('approve')}
            className="inline-flex items-center gap-1.5 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
          >
            {t('detail.approve')}
          </IconButton>
          <IconButton
            icon={X}
            onClick={() => setOpen('decline')}
            className="inline-flex items-center gap-1.5 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('detail.decline')}
          </IconButton>
        </div>
      )}

      {a.decision && (
        <section
          className={`rounded-xl border p-4 text-sm ${
            a.decision.outcome === 'approved'
              ? 'border-emerald-200 bg-emerald-50'
              : 'border-slate-200 bg-slate-50'
          }`}
        >
          <h2 className="font-semibold text-slate-900">
            {t(`decision.${a.decision.outcome}`, {
              name: a.decision.decidedByName ?? t('decision.someone'),
              date: format.dateTime(a.decision.decidedAt),
            })}
          </h2>
          {a.decision.note && (
            <p className="mt-1 whitespace-pre-line text-slate-800">{a.decision.note}</p>
          )}
          {a.decision.leaseId && (
            <Link
              to={`/portal/leases/${a.decision.leaseId}`}
              className="mt-2 inline-block font-semibold text-ocean hover:underline"
            >
              {t('decision.openLease')}
            </Link>
          )}
        </section>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PanelCard title={t('detail.home')}>
          <Facts
            rows={[
              [
                t('detail.homeName'),
                a.home
                  ? `${a.home.title} (${a.home.propertyName} · ${a.home.unitLabel}, ${a.home.city})`
                  : a.desiredProperty,
              ],
              [t('detail.rent'), a.home ? money(a.home.monthlyRentCents) : t('detail.noHome')],
              [t('detail.income'), money(a.monthlyIncomeCents)],
              [t('detail.ratio'), <IncomeRatio key="ratio" ratio={a.incomeToRent} />],
              [t('detail.moveIn'), format.day(a.moveInDate)],
              [t('detail.occupants'), format.number(a.occupants)],
              [t('detail.pets'), a.pets || t('detail.none')],
            ]}
          />
        </PanelCard>
        <PanelCard title={t('detail.applicant')}>
          <Facts
            rows={[
              [
                t('detail.email'),
                <a
                  key="e"
                  href={`mailto:${a.applicantEmail}`}
                  className="text-ocean hover:underline"
                >
                  {a.applicantEmail}
                </a>,
              ],
              [t('detail.phone'), a.applicantPhone ?? t('detail.none')],
              [
                t('detail.address'),
                `${a.currentAddress.street}, ${a.currentAddress.city}, ${a.currentAddress.state} ${a.currentAddress.zip}`,
              ],
              [t('detail.yearsAtAddress'), format.number(a.currentAddress.yearsAtAddress)],
            ]}
          />
        </PanelCard>
        <PanelCard title={t('detail.employment')}>
          <Facts
            rows={[
              [t('detail.employmentStatus'), t(`employment.${a.employment.status}`)],
              [t('detail.employer'), a.employment.employer || t('detail.none')],
              [t('detail.jobTitle'), a.employment.jobTitle || t('detail.none')],
              [t('detail.yearsEmployed'), format.number(a.employment.yearsEmployed)],
            ]}
          />
        </PanelCard>
        <PanelCard title={t('detail.references')}>
          <ul className="flex flex-col gap-3 text-sm">
            {a.references.map((r, i) => (
              <li key={i} className="flex flex-col">
                <span className="font-medium text-slate-900">{r.name}</span>
                <span className="text-slate-600">
                  {t(`relationship.${r.relationship}`)} ·{' '}
                  <a href={`tel:${r.phone}`} className="text-ocean hover:underline">
                    {r.phone}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </PanelCard>
      </div>

      <FormDialog
        open={open === 'approve'}
        onOpenChange={(next) => setOpen(next ? 'approve' : null)}
        title={t('approve.title')}
        description={t('approve.description', { name: a.applicantName })}
        closeLabel={t('close')}
      >
        {open === 'approve' && <ApproveForm application={a} onDone={() => setOpen(null)} />}
      </FormDialog>
      <FormDialog
        open={open === 'decline'}
        onOpenChange={(next) => setOpen(next ? 'decline' : null)}
        title={t('decline.title')}
        description={t('decline.description', { name: a.applicantName })}
        closeLabel={t('close')}
      >
        {open === 'decline' && <DeclineForm applicationId={a.id} onDone={() => setOpen(null)} />}
      </FormDialog>
    </div>
  );
}
