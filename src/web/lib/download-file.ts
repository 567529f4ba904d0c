import type { ApiErrorBody } from '../../shared/errors';
import { ApiError } from './api-error';

/** The server names the file; this is the fallback if the header is missing. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API serves to the signed-in user. The API wants the bearer token, which a
 * bare link cannot carry, so the file is fetched with the session's headers and handed over as
 * a blob.
 */
export async function downloadWithSession(
  path: string,
  fallbackName: string,
  getAuthHeaders: () => Promise<Record<string, string>>,
): Promise<void> {
  const headers = await getAuthHeaders();
  let res: Response;
  try {
    res = await fetch(path, { headers });
  } catch {
    throw new ApiError(0, {
      error: 'internal',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(res.status, body);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
