import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { assertKey, type FileStore } from './file-store';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** S3's own limit on the keys one delete request may name. */
const DELETE_BATCH = 1000;

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** An S3-compatible bucket (AWS S3, MinIO, R2…) that every instance reads and writes. */
export function createS3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // newer default of a checksum trailer on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => config.prefix + assertKey(key);

  async function get(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async function* objects(prefix: string) {
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key.slice(config.prefix.length), size: item.Size ?? 0 };
      }
    }
  }

  const store: FileStore = {
    kind: 's3',
    async put(key, bytes, contentType) {
      // One PUT is atomic in S3: the object appears whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ...(contentType ? { ContentType: contentType } : {}),
        }),
      );
    },
    async open(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    },
    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
      }
    },
    async removeUnder(prefix) {
      const keys: string[] = [];
      for await (const { key } of objects(objectKey(prefix.replace(/\/$/, '')) + '/')) {
        keys.push(key);
      }
      await store.remove(keys);
    },
    list: () => objects(config.prefix),
  };
  return store;
}
