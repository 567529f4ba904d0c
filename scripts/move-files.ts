// Copies every upload and signed PDF from the data folder (DATA_DIR) into the S3-compatible
// bucket that FILE_STORAGE=s3 and the S3_* settings name, so instances that share the bucket serve
// them. The data folder is left as it was; running it again copies only what is missing.
import { ConfigError, loadConfig, readEnvFile } from '../src/server/config';
import { copyFiles } from '../src/server/lib/copy-files';
import { createLocalFileStore, openFileStore } from '../src/server/lib/file-store';

async function main(): Promise<number> {
  readEnvFile();
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error(
      'FILE_STORAGE is not s3: set FILE_STORAGE=s3 and the S3_* settings of the bucket to move the files to.',
    );
    return 1;
  }
  const from = createLocalFileStore(config.dataDir);
  const to = await openFileStore(config.storage, config.dataDir);
  const { copied, skipped } = await copyFiles(from, to);
  console.log(
    `Copied ${copied} file(s) from ${config.dataDir} to s3://${config.storage.bucket}/${config.storage.prefix}` +
      ` (${skipped} already there). The data folder is unchanged: remove its uploads/ and contracts/` +
      ' folders once the servers run with FILE_STORAGE=s3.',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
