import { downloadWithSession } from '../../../lib/download-file';

/** Downloads a statement's PDF or CSV; the server names the file (month and owner). */
export function downloadStatement(
  id: string,
  format: 'pdf' | 'csv',
  getAuthHeaders: () => Promise<Record<string, string>>,
): Promise<void> {
  return downloadWithSession(
    `/api/statements/${encodeURIComponent(id)}/${format}`,
    `statement.${format}`,
    getAuthHeaders,
  );
}
