import type { ApiErrorBody } from '../../../shared/errors';
import type { LeaseDocument } from '../../../shared/schemas/lease-documents';
import { ApiError } from '../../lib/api-error';
import {
  bareHeaders,
  networkError,
  uploadWithProgress,
  type AuthHeaders,
} from '../../lib/upload-with-progress';

/**
 * Uploads a PDF to a lease, reporting progress (0 to 1) as the bytes leave the browser.
 */
export async function uploadLeaseDocument(
  input: { leaseId: string; title: string; file: File },
  getAuthHeaders: AuthHeaders,
  onProgress: (fraction: number) => void,
): Promise<LeaseDocument> {
  const form = new FormData();
  // The title goes first: the server reads the fields that arrive before the file.
  form.append('title', input.title);
  form.append('file', input.file);
  return uploadWithProgress<LeaseDocument>(
    `/api/leases/${encodeURIComponent(input.leaseId)}/documents`,
    form,
    getAuthHeaders,
    onProgress,
  );
}

/**
 * Downloads one document. The API wants the bearer token, which a bare link cannot carry, so the
 * file is fetched with the session's headers and handed to the browser as a blob.
 */
export async function downloadLeaseDocument(
  leaseId: string,
  document: Pick<LeaseDocument, 'id' | 'title'>,
  getAuthHeaders: AuthHeaders,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(
      `/api/leases/${encodeURIComponent(leaseId)}/documents/${encodeURIComponent(document.id)}`,
      { headers: await bareHeaders(getAuthHeaders) },
    );
  } catch {
    throw networkError();
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(res.status, body);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${document.title}.pdf`;
  const url = URL.createObjectURL(await res.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
