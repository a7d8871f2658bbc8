import type { ArchiveQuery } from '@/generated/archive';
import { fetchFile } from '@/shared/download';
import { compareDe } from '@inv/domain';

export type Folder = ArchiveQuery['archive'][number];
export type ArchiveFile = Folder['files'][number];

/** GET /archive/download?key=… (spec 3 §7): the key is the file's `path` as the server lists it. */
export const archiveDownloadUrl = (path: string) => `/api/archive/download?key=${encodeURIComponent(path)}`;

export const downloadArchiveFile = (file: Pick<ArchiveFile, 'path' | 'fileName'>) => fetchFile(archiveDownloadUrl(file.path), { fallbackName: file.fileName, timeoutMs: 30_000 });

const instant = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * Files newest first (spec 3 §2.10): by the month they belong to where they have one
 * (a payslip filed late still sorts into its month), else by when they were filed; then by name,
 * descending, so correction 1 stands above correction 0.
 */
export function newestFirst(files: readonly ArchiveFile[]): ArchiveFile[] {
  const month = (f: ArchiveFile) => f.yearMonth ?? f.createdAt.slice(0, 7);
  return [...files].sort(
    (a, b) => month(b).localeCompare(month(a)) || instant(b.createdAt) - instant(a.createdAt) || compareDe(b.fileName, a.fileName),
  );
}

/** The parameter of /archive/:employeeId as a personnel number; null for anything that cannot be one. */
export const employeeIdParam = (param: string | undefined) => (/^\d{1,9}$/.test(param ?? '') ? Number(param) : null);
