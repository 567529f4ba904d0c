import type { ApiErrorBody } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-error';

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return new ApiError(res.status, body);
}

/**
 * Downloads the filtered leases as a CSV file. The API wants the bearer token, which a bare link
 * cannot carry, so the file is fetched with the session's headers and handed over as a blob.
 */
export async function downloadLeasesCsv(
  query: URLSearchParams,
  getAuthHeaders: () => Promise<Record<string, string>>,
): Promise<void> {
  const headers = await getAuthHeaders();
  let res: Response;
  try {
    res = await fetch(`/api/leases.csv?${query.toString()}`, { headers });
  } catch {
    throw new ApiError(0, {
      error: 'internal',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  if (!res.ok) throw await errorOf(res);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'leases.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
