import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from 'react-toastify';
import type { LeaseDocument } from '../../../shared/schemas/lease-documents';
import { useFormat } from '../../lib/format';
import { downloadLeaseDocument } from '../../entities/lease/lease-documents';
import { useSession } from '../../lib/session/session-context';

/** Kilobytes or megabytes, one decimal, in the reader's number format. */
function useFileSize() {
  const format = useFormat();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`
      : `${format.number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * A lease's PDFs, each with its upload date, size and a download button: the same list for the
 * admin and the landlord (lease page) and the resident (their lease page).
 */
export function LeaseDocumentList({
  leaseId,
  documents,
  emptyText,
}: {
  leaseId: string;
  documents: readonly LeaseDocument[];
  emptyText: string;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const fileSize = useFileSize();
  const { getAuthHeaders } = useSession();
  const [busy, setBusy] = useState<string | null>(null);

  if (documents.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;

  const download = async (doc: LeaseDocument) => {
    setBusy(doc.id);
    try {
      await downloadLeaseDocument(leaseId, doc, getAuthHeaders);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t('leaseDocuments.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('leaseDocuments.list')}>
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{doc.title}</span>
          <span className="text-xs text-slate-600">
            {format.date(doc.createdAt)} · {fileSize(doc.sizeBytes)}
          </span>
          <button
            type="button"
            onClick={() => void download(doc)}
            disabled={busy === doc.id}
            aria-label={t('leaseDocuments.downloadLabel', { title: doc.title })}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-semibold text-ocean hover:bg-slate-50 disabled:opacity-60"
          >
            <Download className="size-3.5" aria-hidden="true" />
            {t('leaseDocuments.download')}
          </button>
        </li>
      ))}
    </ul>
  );
}
