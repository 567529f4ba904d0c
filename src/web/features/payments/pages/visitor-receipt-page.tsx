import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router';
import { PublicLayout } from '../../../components/layout/public-layout';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { isNotFound } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/page-meta';
import { visitorReceiptQuery } from '../api/pay-api';
import { pdfButtonClass, PdfIcon, ReceiptView } from '../components/receipt-view';

/** /pay/receipts/:token: the receipt of a payment made without an account, by its link. */
export default function VisitorReceiptPage() {
  const { t, i18n } = useTranslation('pay');
  usePageMeta({ title: t('receipt.title'), description: t('receipt.metaDescription') });
  const { token = '' } = useParams();
  const query = useQuery(visitorReceiptQuery(token));
  const lang = i18n.language.startsWith('es') ? 'es' : 'en';
  let body;
  if (query.isPending) body = <ListSkeleton rows={6} label={t('loading')} />;
  else if (query.isError) {
    body = (
      <ErrorState
        title={isNotFound(query.error) ? t('receipt.unknown') : t('receipt.error')}
        message={isNotFound(query.error) ? t('receipt.unknownHint') : query.error.message}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <ReceiptView
        receipt={query.data}
        pdfAction={
          <a
            className={pdfButtonClass}
            href={`/api/pay/receipts/${token}/pdf?lang=${lang}`}
            download={`receipt-${query.data.reference}.pdf`}
          >
            <PdfIcon />
            {t('receipt.pdf')}
          </a>
        }
      />
    );
  }
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-3xl px-4 py-10 md:py-14">{body}</div>
    </PublicLayout>
  );
}
