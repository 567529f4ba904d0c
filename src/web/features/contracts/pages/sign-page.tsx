import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { signingQuery, useDeclineByLink, useSignByLink } from '../api/queries';
import { ContractDocument } from '../components/contract-document';
import { ContractStatusBadge } from '../components/contract-status-badge';
import { SigningPanel } from '../components/signing-panel';

/**
 * /sign/{token}: a party signs from the e-mailed link, without an account. The link is theirs
 * alone and stops working when the contract expires, is voided or is declined.
 */
export default function SignPage() {
  const { t } = useTranslation('contracts');
  const token = useParams().token ?? '';
  const query = useQuery(signingQuery(token));
  const sign = useSignByLink(token);
  const decline = useDeclineByLink(token);
  const format = useFormat();

  if (decline.isSuccess) {
    return (
      <Shell>
        <p role="status" className="rounded-xl bg-slate-100 p-5 text-slate-900">
          {t('decline.done')}
        </p>
      </Shell>
    );
  }
  if (query.isPending)
    return (
      <Shell>
        <ListSkeleton rows={6} label={t('loading')} />
      </Shell>
    );
  if (query.isError) {
    return (
      <Shell>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="font-semibold text-slate-900">{query.error.message}</p>
            <p className="mt-2 text-sm text-slate-700">{t('link.goneHint')}</p>
          </div>
        ) : (
          <QueryError query={query} title={t('error')} retryLabel={t('retry')} />
        )}
      </Shell>
    );
  }
  const view = query.data;
  const needsInitials = view.blocks.some(
    (b) => b.type === 'field' && b.kind === 'initials' && b.signer === view.you.signer,
  );
  return (
    <Shell>
      <header className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">
          {view.reference} · {t('link.from', { name: view.senderName })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-navy md:text-3xl">{view.title}</h1>
          <ContractStatusBadge status={view.status} />
        </div>
        {view.message && (
          <p className="rounded-lg bg-sand p-3 text-sm whitespace-pre-line text-slate-800">
            {view.message}
          </p>
        )}
        <p className="text-sm text-slate-700">
          {t('link.expires', { date: format.dateTime(view.expiresAt) })}
        </p>
      </header>
      <ContractDocument
        blocks={view.blocks}
        highlightSigner={view.you.mayAct ? view.you.signer : null}
      />
      {view.you.mayAct ? (
        <SigningPanel
          name={view.you.name}
          role={view.you.role}
          needsInitials={needsInitials}
          consentText={view.consentText}
          onSign={(body) => sign.mutate(body)}
          onDecline={(reason) => decline.mutate({ reason })}
          signing={sign.isPending}
          declining={decline.isPending}
          signError={sign.error}
          declineError={decline.error}
        />
      ) : (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {sign.isSuccess ? t('sign.done') : view.you.reason}
        </p>
      )}
      {view.pdfAvailable && (
        <a
          href={`/api/sign/${encodeURIComponent(token)}/pdf`}
          className="self-start rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
        >
          {t('download')}
        </a>
      )}
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 md:py-12">
      {children}
    </div>
  );
}
