import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { FILE_KEY, type FileStore } from './file-store.js';

/** The bucket's address and key pair, as config.ts reads them (S3_*). */
export type S3Settings = S3Config;

const statusOf = (err: unknown): number | undefined =>
  err instanceof S3ServiceException ? err.$metadata?.httpStatusCode : (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const nameOf = (err: unknown): string | undefined => (err as { name?: string } | null)?.name;

/** The object is not there (but the bucket is: a missing bucket stays an error, not an empty store). */
const missingObject = (err: unknown): boolean => nameOf(err) === 'NoSuchKey' || (statusOf(err) === 404 && nameOf(err) !== 'NoSuchBucket');

/**
 * Files in an S3-compatible bucket (MinIO, AWS S3, …), shared by every app instance. Same keys as the
 * local directory (random hex, checked before any request), one object per key, no fan-out needed.
 */
export class S3FileStore implements FileStore {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings, client?: S3Client) {
    this.bucket = settings.bucket;
    this.client =
      client ??
      new S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // The SDK's default (a CRC32 trailer in aws-chunked encoding on every upload) is not spoken by
        // every S3-compatible server; checksums only where the operation demands them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      });
  }

  newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /**
   * At startup: the bucket exists afterwards (created when absent), or a clear error says why not.
   * Two instances creating it at once is fine (the loser sees "already owned by you").
   */
  async init(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (err) {
      const status = statusOf(err);
      if (status === 403) throw new Error(`S3 bucket "${this.bucket}": access denied (check S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY and the bucket policy)`, { cause: err });
      if (status !== 404 && nameOf(err) !== 'NotFound' && nameOf(err) !== 'NoSuchBucket') {
        throw new Error(`S3 bucket "${this.bucket}" not reachable (S3_ENDPOINT): ${nameOf(err) ?? 'error'}${status ? ` (HTTP ${status})` : ''}`, { cause: err });
      }
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const name = nameOf(err);
      if (name === 'BucketAlreadyOwnedByYou' || name === 'BucketAlreadyExists') return;
      throw new Error(`S3 bucket "${this.bucket}" is missing and could not be created: ${name ?? 'error'}`, { cause: err });
    }
  }

  async put(key: string, content: Buffer): Promise<void> {
    if (!FILE_KEY.test(key)) throw new Error('invalid file key');
    // One PUT is atomic on S3: a reader sees the old object, or none, or the whole new one.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: content, ContentLength: content.length, ContentType: 'application/octet-stream' }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    if (!FILE_KEY.test(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (err) {
      if (missingObject(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!FILE_KEY.test(key)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      // Deleting what is not there is done (S3 answers 204 anyway; some compatible servers 404).
      if (missingObject(err)) return;
      throw err;
    }
  }

  /** Ends the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
