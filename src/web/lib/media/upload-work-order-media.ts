import type { WorkOrderMedia } from '../../../shared/schemas/maintenance';
import { uploadWithProgress, type AuthHeaders } from '../upload-with-progress';
import { resizeForUpload } from './resize-image';

/**
 * Resizes (photos) and uploads one file for a maintenance request or a job's before/after photos.
 * The answer's id is what the request or the completion then names in `mediaIds`; until then the
 * file belongs to nobody but its uploader.
 */
export async function uploadWorkOrderMedia(
  file: File,
  getAuthHeaders: AuthHeaders,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<WorkOrderMedia> {
  const ready = await resizeForUpload(file);
  const form = new FormData();
  form.append('file', ready);
  return uploadWithProgress<WorkOrderMedia>(
    '/api/work-orders/media',
    form,
    getAuthHeaders,
    onProgress,
    signal,
  );
}
