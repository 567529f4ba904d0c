import type { FileStore } from './file-store';

export interface CopyReport {
  copied: number;
  /** Already in the destination with the same size: a second run after an interruption skips them. */
  skipped: number;
}

/**
 * Copies every file of one store into another under the same key, leaving the source as it was:
 * moving uploads from the data folder to a bucket, and backups.
 */
export async function copyFiles(from: FileStore, to: FileStore): Promise<CopyReport> {
  const present = new Map<string, number>();
  for await (const { key, size } of to.list()) present.set(key, size);
  const report: CopyReport = { copied: 0, skipped: 0 };
  for await (const { key, size } of from.list()) {
    if (present.get(key) === size) {
      report.skipped += 1;
      continue;
    }
    const bytes = await from.read(key);
    // Removed since it was listed (an unclaimed upload cleared meanwhile): nothing to copy.
    if (!bytes) continue;
    await to.put(key, bytes);
    report.copied += 1;
  }
  return report;
}
