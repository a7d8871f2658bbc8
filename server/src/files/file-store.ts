import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded and generated files live: never below the web root and never under a name a
 * client chose. Keys are random; the database keeps the file's name, type and owner.
 * The local directory is the default; an S3-compatible store can implement the same interface.
 */
export interface FileStore {
  /** A fresh random key (also the file's id in download paths). */
  newKey(): string;
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}$/;

export class LocalFileStore implements FileStore {
  constructor(readonly dir: string) {}

  newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /** Two-level fan-out so no directory grows huge; the key is checked, so no path can escape. */
  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('invalid file key');
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
    if (!KEY.test(key)) return null;
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!KEY.test(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}
