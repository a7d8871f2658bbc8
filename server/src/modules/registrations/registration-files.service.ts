import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromBuffer } from 'file-type';
import type { CurrentUser } from '../auth/current-user.js';
import { GoneError, NotFoundError, ValidationError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import type { GeneratedFile } from '../../graphql-shared.js';
import { msg } from '../../messages.js';
import { writeAudit } from '../audit/audit.writer.js';
import { RegistrationFile } from './registration.entity.js';
import { RegistrationFileContext } from './registration.enums.js';
import * as policy from './registration.policy.js';
import { assertOpen, findRegistration } from './registration.service.js';
import type { RegistrationFileInfo } from './registration.types.js';
import { fileInfo } from './registration-views.js';
import { assertNotExpired } from './registration-expiry.js';
import { MAX_FILES_PER_CONTEXT, MAX_UPLOAD_BYTES } from './registration.validation.js';

/** What an upload delivers (graphql-upload-minimal's FileUpload, or the REST layer's equivalent). */
export interface IncomingFile {
  filename: string;
  mimetype?: string;
  createReadStream(): Readable;
}

/** Images a phone or scanner produces, and PDF: decided by the content, not the name or the browser's type. */
export const ALLOWED_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/avif': 'avif',
  'image/tiff': 'tif',
  'image/bmp': 'bmp',
};

/**
 * Reads an upload into memory, at most `maxBytes` (default: the registration limit): the multipart
 * parser truncates a longer file (at one byte over the limit) instead of failing, so the bytes are
 * counted here. The rest of an over-long file is still read (and dropped) so the request completes
 * normally. Too long → 422 on `file` with `tooBigMessage`.
 */
export async function readUpload(file: IncomingFile, maxBytes: number = MAX_UPLOAD_BYTES, tooBigMessage: string = msg.fileTooBig): Promise<Buffer> {
  const tooBig = () => new ValidationError([{ path: 'file', message: tooBigMessage }]);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = file.createReadStream();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size <= maxBytes) chunks.push(chunk as Buffer);
    }
    if ((stream as { truncated?: boolean }).truncated) size = maxBytes + 1;
  } catch (err) {
    // The parser's own limit (HTTP 413 "File truncated …").
    if ((err as { status?: number }).status === 413) throw tooBig();
    throw err;
  }
  if (size > maxBytes) throw tooBig();
  return Buffer.concat(chunks);
}

/** Other spellings of an extension that name the same type ("scan.jpeg" stays as it is). */
const SAME_TYPE: Record<string, string[]> = { jpg: ['jpeg', 'jpe', 'jfif'], tif: ['tiff'], heic: ['heif'], heif: ['heic'] };

/**
 * A file name as stored: no path, no control or reserved characters, at most 150 characters, and the
 * extension `ext` of its checked type. An extension the content does not have is replaced: a PNG
 * that is also valid HTML, sent as "bild.html", is stored as "bild.png", so a download cannot be
 * opened as a web page by its name.
 */
export function cleanFileName(name: string, ext: string): string {
  const base = String(name ?? '').split(/[\\/]/).pop()!;
  let clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this replaces
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) clean = 'datei';
  const own = extname(clean).slice(1).toLowerCase();
  if (own !== ext && !(SAME_TYPE[ext] ?? []).includes(own)) {
    const stem = own ? clean.slice(0, clean.length - own.length - 1).replace(/[\s.]+$/, '') : clean;
    clean = `${stem || 'datei'}.${ext}`;
  }
  if (clean.length > 150) {
    const e = extname(clean).slice(0, 10);
    clean = clean.slice(0, 150 - e.length) + e;
  }
  return clean;
}

/** "scan.pdf" taken → "scan (2).pdf", "scan (3).pdf" … */
function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let i = 2; ; i++) {
    const candidate = `${stem} (${i})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The applicant's uploads (spec 2 §2.2, §5 File upload) and the downloads of a registration's files. */
export class RegistrationFileService {
  constructor(
    private readonly files: FileStore,
    /** REGISTRATION_EXPIRY_DAYS: an expired unfinished registration answers 410 on every path. */
    private readonly expiryDays: number,
  ) {}

  /**
   * Stores an upload after every check has passed (size, content type, count): a refused upload
   * stores nothing.
   */
  async upload(em: EntityManager, uuid: string, context: RegistrationFileContext | null, file: Promise<IncomingFile> | IncomingFile | null): Promise<RegistrationFileInfo> {
    assertOpen(await findRegistration(em, uuid), this.expiryDays);
    if (!context) throw new ValidationError([{ path: 'context', message: msg.required('Kontext') }]);
    if (!Object.values(RegistrationFileContext).includes(context)) throw new ValidationError([{ path: 'context', message: msg.invalid('Kontext') }]);
    const incoming = file ? await file : null;
    if (!incoming) throw new ValidationError([{ path: 'file', message: msg.fileMissing }]);
    const content = await readUpload(incoming);
    const type = content.length ? await fileTypeFromBuffer(content) : undefined;
    const ext = type && ALLOWED_TYPES[type.mime];
    if (!type || !ext) throw new ValidationError([{ path: 'file', message: msg.fileTypeNotAllowed }]);

    let key: string | null = null;
    try {
      return await em.transactional(async (tx) => {
        // The row lock orders concurrent uploads, so the count limit holds.
        const reg = await findRegistration(tx, uuid, true);
        assertOpen(reg, this.expiryDays);
        const existing = await tx.find(RegistrationFile, { registration: reg, context });
        if (existing.length >= MAX_FILES_PER_CONTEXT) throw new ValidationError([{ path: 'file', message: msg.tooManyFiles(MAX_FILES_PER_CONTEXT) }]);
        const fileName = uniqueName(cleanFileName(incoming.filename, ext), new Set(existing.map((f) => f.fileName)));
        key = this.files.newKey();
        await this.files.put(key, content);
        const row = tx.create(RegistrationFile, { key, registration: reg, context, fileName, contentType: type.mime, size: content.length });
        await tx.flush();
        return fileInfo(row);
      });
    } catch (err) {
      if (key) await this.files.delete(key).catch(() => {});
      throw err;
    }
  }

  /**
   * The uploads of a registration (optionally of one context). Until finished through the uuid;
   * afterwards only for users of the Registration group (410 for everyone else).
   */
  async list(em: EntityManager, actor: CurrentUser | null, uuid: string, context?: RegistrationFileContext | null): Promise<RegistrationFileInfo[]> {
    const reg = await findRegistration(em, uuid);
    if (reg.finishedAt && !policy.canReadFinished(actor)) throw new GoneError(msg.registrationFinished);
    assertNotExpired(reg, this.expiryDays);
    const rows = await em.find(RegistrationFile, { registration: reg, context: context ?? { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(fileInfo);
  }

  /**
   * One file's content. Until finished through the uuid; afterwards users of the Registration group,
   * and for PUBLIC_DOCUMENT_MINUTES also the applicant's download of the generated documents.
   */
  async download(em: EntityManager, actor: CurrentUser | null, uuid: string, key: string): Promise<GeneratedFile> {
    const reg = await findRegistration(em, uuid);
    assertNotExpired(reg, this.expiryDays);
    const file = await em.findOne(RegistrationFile, { registration: reg, key: String(key ?? '') });
    if (!file) throw new NotFoundError(msg.fileNotFound);
    if (reg.finishedAt && !policy.canReadFinished(actor) && !(file.context === null && policy.documentsStillPublic(reg.finishedAt))) {
      throw new GoneError(msg.registrationFinished);
    }
    const content = await this.files.get(file.key);
    if (!content) throw new NotFoundError(msg.fileNotFound);
    if (reg.finishedAt && policy.canReadFinished(actor)) {
      // Another person's personnel document read by the office: recorded like an archive download
      // of another employee's document.
      await writeAudit(em, {
        action: 'DOCUMENT_READ',
        entityType: 'RegistrationFile',
        entityId: file.id,
        changes: [
          { field: 'registrationUuid', from: null, to: reg.uuid },
          { field: 'fileName', from: null, to: file.fileName },
        ],
      });
    }
    return { fileName: file.fileName, contentType: file.contentType, contentBase64: content.toString('base64') };
  }

  /** DELETE /registrations/{uuid}/files/{context}/{fileName}: an upload, while the registration is open. */
  async delete(em: EntityManager, uuid: string, context: RegistrationFileContext, fileName: string): Promise<boolean> {
    const key = await em.transactional(async (tx) => {
      const reg = await findRegistration(tx, uuid, true);
      assertOpen(reg, this.expiryDays);
      const file = await tx.findOne(RegistrationFile, { registration: reg, context, fileName });
      if (!file) throw new NotFoundError(msg.fileNotFound);
      await tx.nativeDelete(RegistrationFile, { id: file.id });
      return file.key;
    });
    await this.files.delete(key).catch(() => {});
    return true;
  }
}
