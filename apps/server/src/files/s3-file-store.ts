import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { FileStoreConfig } from '../config/env';
import { assertStorageKey, type ByteRange, type FileStore } from './file-store';

/**
 * Any S3-compatible object store (AWS S3, MinIO, Ceph RGW, …), for several API processes or machines.
 * Uploads stream through the SDK's multipart `Upload` (parts of 8 MB: a 200 MB file is never held in
 * memory); reads ask for the object or a `Range` of it.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: FileStoreConfig['s3']) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  async put(key: string, body: Readable): Promise<void> {
    assertStorageKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // A stream error (too large, wrong type) must end the upload too, not leave it waiting for data.
    const failed = new Promise<never>((_resolve, reject) => body.once('error', reject));
    try {
      await Promise.race([upload.done(), failed]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      await this.remove(key).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    const body = answer.Body;
    if (body instanceof Readable) return body;
    throw new Error(`S3 answered no readable body for ${key}`);
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
