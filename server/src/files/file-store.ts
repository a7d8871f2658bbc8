import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded and generated files live: never below the web root and never under a name a
 * client chose. Keys are random; the database keeps the file's name, type and owner.
 * The local directory is the default (one instance); S3FileStore (s3-file-store.ts) keeps them in an
 * S3-compatible bucket shared by several instances. services.ts picks one from the configuration.
 */
export interface FileStore {
  /** Prepares the store at startup (directory, bucket); throws a clear error when it cannot. */
  init?(): Promise<void>;
  /** A fresh random key (also the file's id in download paths). */
  newKey(): string;
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are 16 random bytes in lower-case hex; anything else is refused before it reaches a path or a bucket. */
export const FILE_KEY = /^[a-f0-9]{32}$/;

export class LocalFileStore implements FileStore {
  constructor(readonly dir: string) {}

  newKey(): string {
    return randomBytes(16).toString('hex');
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  /** Two-level fan-out so no directory grows huge; the key is checked, so no path can escape. */
  private pathOf(key: string): string {
    if (!FILE_KEY.test(key)) throw new Error('invalid file key');
    return join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true, mode: 0o700 });
    // Written under a temporary name and renamed: a reader never sees half a file.
    const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, content, { mode: 0o600 });
    await rename(tmp, path);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!FILE_KEY.test(key)) return null;
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!FILE_KEY.test(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}
