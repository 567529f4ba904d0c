import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import { can } from '../../../../shared/permissions';
import { NotFound } from '../../../components/errors/not-found-page';
import { FormError } from '../../../components/ui/form-actions';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { isNotFound } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { receiptQuery } from '../api/pay-api';
import { pdfButtonClass, PdfIcon, ReceiptView } from '../components/receipt-view';

/**
 * The PDF needs the bearer token, which a plain link cannot send: it is fetched, then opened from
 * memory (a download on browsers that block opening blobs).
 */
function PdfButton({ paymentId, reference }: { paymentId: string; reference: string }) {
  const { t, i18n } = useTranslation('pay');
  const { getAuthHeaders } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setError(null);
    try {
      const lang = i18n.language.startsWith('es') ? 'es' : 'en';
      const res = await fetch(`/api/payments/${paymentId}/receipt/pdf?lang=${lang}`, {
        headers: await getAuthHeaders(),
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${reference}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setError(t('receipt.pdfError'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" className={pdfButtonClass} disabled={busy} onClick={() => void open()}>
        <PdfIcon />
        {busy ? t('receipt.pdfPreparing') : t('receipt.pdf')}
      </button>
      <FormError message={error} />
    </div>
  );
}

/** /portal/payments/:id: a payment's receipt for its residents, its landlord and admins. */
export default function PaymentReceiptPage() {
  const { t } = useTranslation('pay');
  const { id = '' } = useParams();
  const { api, role } = useSession();
  const query = useQuery(receiptQuery(api, id));
  if (query.isPending) return <ListSkeleton rows={6} label={t('loading')} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound />;
    return <QueryError query={query} title={t('receipt.error')} retryLabel={t('retry')} />;
  }
  const lease = query.data.lease;
  // A resident's own lease is /portal/lease; the office and the owner open it by its id.
  const leasePath = lease
    ? can(role, 'read:tenancy:own')
      ? '/portal/lease'
      : `/portal/leases/${lease.id}`
    : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-3">
      {leasePath && (
        <Link to={leasePath} className="text-sm font-semibold text-ocean underline print:hidden">
          {t('receipt.backToLease')}
        </Link>
      )}
      <ReceiptView
        receipt={query.data}
        pdfAction={<PdfButton paymentId={query.data.id} reference={query.data.reference} />}
      />
    </div>
  );
}
