import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { ContractDetail } from '../../../../shared/schemas/contracts';
import { FormActions } from '../../../components/ui/form-actions';
import { TextareaField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError, isNotFound } from '../../../lib/api-error';
import { downloadWithSession } from '../../../lib/download-file';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import {
  contractQuery,
  useDeclineContract,
  useResendContract,
  useSendContract,
  useSignContract,
  useVoidContract,
} from '../api/queries';
import { ContractDocument } from '../components/contract-document';
import { ContractStatusBadge, PartyStatusBadge } from '../components/contract-status-badge';
import { SigningPanel } from '../components/signing-panel';
import { ESIGN_CONSENT_TEXT } from '../../../../shared/contract-terms';

/** /contracts/{id}: the document, its parties and timeline, and what the viewer may do. */
export default function ContractPage() {
  const { t } = useTranslation('contracts');
  const id = useParams().id ?? '';
  const { api } = useSession();
  const query = useQuery(contractQuery(api, id));
  if (query.isPending) return <ListSkeleton rows={6} label={t('loading')} />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h1 className="text-xl font-semibold text-navy">{t('detail.notFound')}</h1>
        <Link
          to="/contracts"
          className="mt-3 inline-block text-sm font-semibold text-ocean underline"
        >
          {t('detail.back')}
        </Link>
      </div>
    ) : (
      <QueryError query={query} title={t('error')} retryLabel={t('retry')} />
    );
  }
  return <Contract contract={query.data} />;
}

function Contract({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const sign = useSignContract(contract.id);
  const decline = useDeclineContract(contract.id);
  const { getAuthHeaders } = useSession();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const mySigner = contract.yourParty?.signer ?? null;
  const needsInitials = contract.blocks.some(
    (b) => b.type === 'field' && b.kind === 'initials' && b.signer === mySigner,
  );
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to="/contracts" className="text-sm font-semibold text-ocean underline">
          {t('detail.back')}
        </Link>
        <p className="text-sm text-slate-600">
          {contract.reference} · {t(`kind.${contract.kind}`)}
          {contract.templateVersion
            ? ` · ${t('detail.templateVersion', { n: contract.templateVersion })}`
            : ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-navy md:text-3xl">{contract.title}</h1>
          <ContractStatusBadge status={contract.status} />
        </div>
        {contract.awaiting.length > 0 && (
          <p className="text-sm text-slate-700">
            {t('detail.awaiting', { names: contract.awaiting.join(', ') })}
          </p>
        )}
        {contract.status === 'void' && (
          <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
            {t('detail.voided', { reason: contract.voidReason ?? '' })}{' '}
            {contract.replacedBy && (
              <Link
                to={`/contracts/${contract.replacedBy}`}
                className="font-semibold text-ocean underline"
              >
                {t('detail.replacement')}
              </Link>
            )}
          </p>
        )}
        {contract.effectsNote && (
          <p className="rounded-lg bg-sand p-3 text-sm text-slate-800">{contract.effectsNote}</p>
        )}
      </header>

      <SenderActions contract={contract} />

      {contract.can.download && (
        <div className="flex flex-col gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm text-emerald-900">
            {t('detail.completedOn', { date: format.dateTime(contract.completedAt!) })}
          </p>
          <button
            type="button"
            onClick={() => {
              setDownloadError(null);
              downloadWithSession(
                `/api/contracts/${contract.id}/pdf`,
                `${contract.reference}.pdf`,
                getAuthHeaders,
              ).catch((err: Error) => setDownloadError(err.message));
            }}
            className="self-start rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
          >
            {t('download')}
          </button>
          {downloadError && (
            <p role="alert" className="text-sm text-red-700">
              {downloadError}
            </p>
          )}
          <p className="text-xs break-all text-slate-700">
            {t('detail.finalHash', { sha: contract.finalSha256 })}
          </p>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <ContractDocument
            blocks={contract.blocks}
            highlightSigner={contract.can.sign ? mySigner : null}
          />
          {contract.can.sign && contract.yourParty && (
            <SigningPanel
              name={contract.parties.find((p) => p.id === contract.yourParty!.id)?.name ?? ''}
              role={contract.yourParty.role}
              needsInitials={needsInitials}
              consentText={ESIGN_CONSENT_TEXT}
              onSign={(body) => sign.mutate(body)}
              onDecline={(reason) => decline.mutate({ reason })}
              signing={sign.isPending}
              declining={decline.isPending}
              signError={sign.error}
              declineError={decline.error}
            />
          )}
        </div>
        <aside className="flex flex-col gap-6">
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-base font-semibold text-navy">{t('detail.parties')}</h2>
            <p className="text-xs text-slate-600">{t(`order.${contract.signingOrder}`)}</p>
            <ul className="mt-3 flex flex-col gap-3">
              {contract.parties.map((p) => (
                <li key={p.id} className="flex flex-col gap-1 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">
                      {p.signer ? `${p.signer}. ` : ''}
                      {p.name}
                    </span>
                    <PartyStatusBadge status={p.status} />
                  </div>
                  <span className="text-slate-600">
                    <span className="[overflow-wrap:anywhere]">{p.email}</span> ·{' '}
                    {t(`role.${p.role}`)}
                  </span>
                  {p.signedAt && (
                    <span className="text-slate-600">
                      {t('detail.signedAt', { date: format.dateTime(p.signedAt) })}
                    </span>
                  )}
                  {p.declineReason && (
                    <span className="text-red-800">
                      {t('detail.declineReason', { reason: p.declineReason })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-base font-semibold text-navy">{t('detail.timeline')}</h2>
            <ol className="mt-3 flex flex-col gap-2 text-sm">
              {contract.events.map((e) => (
                <li key={e.id} className="border-l-2 border-slate-200 pl-3">
                  <p className="font-medium text-slate-900">
                    {t(`event.${e.kind}`)}
                    {e.email ? ` · ${e.email}` : ''}
                  </p>
                  <p className="text-xs text-slate-600">
                    {format.dateTime(e.at)}
                    {e.ip ? ` · ${e.ip}` : ''}
                  </p>
                  {e.note && e.kind !== 'consented' && (
                    <p className="text-xs break-all text-slate-700">{e.note}</p>
                  )}
                </li>
              ))}
            </ol>
            {contract.documentSha256 && (
              <p className="mt-3 text-xs break-all text-slate-600">
                {t('detail.documentHash', { sha: contract.documentSha256 })}
              </p>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}

function SenderActions({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const send = useSendContract();
  const resend = useResendContract(contract.id);
  const voiding = useVoidContract(contract.id);
  const [voidOpen, setVoidOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { can } = contract;
  if (!can.send && !can.edit && !can.void && !can.resend) return null;
  const sendError = send.error instanceof ApiError ? send.error : null;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-3">
        {can.send && (
          <button
            type="button"
            disabled={send.isPending}
            onClick={() => send.mutate(contract.id)}
            className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
          >
            {send.isPending ? t('actions.sending') : t('actions.send')}
          </button>
        )}
        {can.edit && (
          <Link
            to={`/contracts/new?edit=${contract.id}`}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {contract.status === 'draft' ? t('actions.edit') : t('actions.change')}
          </Link>
        )}
        {can.resend && (
          <button
            type="button"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {t('actions.resend')}
          </button>
        )}
        {can.void && !voidOpen && (
          <button
            type="button"
            onClick={() => setVoidOpen(true)}
            className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('actions.void')}
          </button>
        )}
      </div>
      {sendError && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t('actions.sendRefused')}</p>
          <p>{sendError.fields.body ?? sendError.fields.expiresOn ?? sendError.message}</p>
        </div>
      )}
      {resend.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {t('actions.resent')}
        </p>
      )}
      {voidOpen && (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            voiding.mutate({ reason }, { onSuccess: () => setVoidOpen(false) });
          }}
        >
          <TextareaField
            label={t('actions.voidReason')}
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={voiding.error instanceof ApiError ? voiding.error.fields.reason : undefined}
          />
          <FormActions
            error={
              voiding.error instanceof ApiError && !voiding.error.fields.reason
                ? voiding.error.message
                : null
            }
            submitLabel={t('actions.voidConfirm')}
            submitting={voiding.isPending}
            destructive
            cancel={{ label: t('actions.cancel'), onClick: () => setVoidOpen(false) }}
          />
        </form>
      )}
    </section>
  );
}
