import type { ApiErrorBody } from '../../shared/errors';
import { ApiError } from './api-error';

export type AuthHeaders = () => Promise<Record<string, string>>;

export const networkError = () =>
  new ApiError(0, {
    error: 'internal',
    message: 'Could not reach the server. Check your connection and try again.',
  });

/** The session's headers without the JSON content type: the browser sets the multipart one. */
export async function bareHeaders(getAuthHeaders: AuthHeaders): Promise<Record<string, string>> {
  const headers = await getAuthHeaders();
  delete headers['Content-Type'];
  return headers;
}

/**
 * POSTs a multipart form, reporting progress (0 to 1) as the bytes leave the browser. fetch()
 * cannot report upload progress, so uploads use XMLHttpRequest. `signal` aborts the upload.
 */
export async function uploadWithProgress<T>(
  url: string,
  form: FormData,
  getAuthHeaders: AuthHeaders,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const headers = await bareHeaders(getAuthHeaders);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (a proxy's error page): the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body as Partial<ApiErrorBody> | null));
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
