import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import { ApprovalFields } from '../../../components/work-order/approval-fields';
import { FormActions } from '../../../components/ui/form-actions';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { approvalLinkQuery, useDecideByLink, type ApprovalLink } from '../api/queries';

/**
 * /owner-approval/{token}: the owner answers an estimate from the e-mailed link, without signing
 * in. The link works once and for 14 days; afterwards the portal has the same question.
 */
export default function OwnerApprovalPage() {
  const { t } = useTranslation('maintenance');
  const token = useParams().token ?? '';
  const query = useQuery(approvalLinkQuery(token));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 md:py-14">
      <h1 className="text-2xl font-semibold text-navy md:text-3xl">{t('approval.title')}</h1>
      {query.isPending ? (
        <ListSkeleton rows={4} label={t('loading')} />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="font-semibold text-slate-900">{query.error.message}</p>
            <p className="mt-2 text-sm text-slate-700">{t('approval.goneHint')}</p>
            <Link
              to="/auth"
              state={{ from: { pathname: '/portal/work-orders' } }}
              className="mt-4 inline-block rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
            >
              {t('approval.signIn')}
            </Link>
          </div>
        ) : (
          <QueryError query={query} title={t('error')} retryLabel={t('retry')} />
        )
      ) : (
        <Approval token={token} link={query.data} />
      )}
    </div>
  );
}

function Approval({ token, link }: { token: string; link: ApprovalLink }) {
  const { t } = useTranslation('maintenance');
  const { t: terms } = useTranslation('maintenance-terms');
  const format = useFormat();
  const decide = useDecideByLink(token);
  const [decision, setDecision] = useState('');
  const [note, setNote] = useState('');
  const error = decide.error instanceof ApiError ? decide.error : null;
  const decided = link.approvalState !== 'pending';
  return (
    <div className="mt-4 flex flex-col gap-5">
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-slate-600">
          {link.reference} · {link.propertyName}
        </p>
        <h2 className="mt-1 text-lg font-semibold text-navy">{link.title}</h2>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{link.description}</p>
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {link.costs.map((c) => (
            <li key={c.id} className="flex justify-between gap-3 py-2">
              <span>
                {c.description}{' '}
                <span className="text-slate-600">({terms(`costKind.${c.kind}`)})</span>
              </span>
              <span className="tabular-nums">{format.money(c.amountCents, 'USD')}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-semibold">
          <span>{t('approval.estimate')}</span>
          <span className="tabular-nums">{format.money(link.estimateCents, 'USD')}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t('approval.threshold', { threshold: format.money(link.approvalThresholdCents, 'USD') })}
        </p>
      </section>
      {decided ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {t(`approval.done.${link.approvalState}`)}
          {link.approvalNote && ` — “${link.approvalNote}”`}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          onSubmit={(e) => {
            e.preventDefault();
            decide.mutate({ decision: decision || undefined, note });
          }}
        >
          <ApprovalFields
            namespace="maintenance"
            decision={decision}
            onDecision={setDecision}
            note={note}
            onNote={setNote}
            errors={{ decision: error?.fields.decision, note: error?.fields.note }}
          />
          <FormActions
            error={error && Object.keys(error.fields).length === 0 ? error.message : null}
            submitLabel={t('approval.send')}
            submitting={decide.isPending}
          />
        </form>
      )}
    </div>
  );
}
