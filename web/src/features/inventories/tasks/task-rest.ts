import { type UploadHandle, type UploadProgress, uploadMultipart } from '@/shared/upload';

export interface ImportedTasks {
  id: number;
  taskCount: number;
}

const readImport = (body: unknown): ImportedTasks | null => {
  if (!body || typeof body !== 'object') return null;
  const b = body as { id?: unknown; taskCount?: unknown; tasks?: unknown };
  if (typeof b.id !== 'number') return null;
  const count = typeof b.taskCount === 'number' ? b.taskCount : Array.isArray(b.tasks) ? b.tasks.length : 0;
  return { id: b.id, taskCount: count };
};

/** POST /api/order-task/import (contract REST): multipart orderId, date, file; 201 the import, 422 `lines[n].field`. */
export function importTasks(input: { file: File; orderId: number; date: string }, onProgress: (p: UploadProgress) => void): UploadHandle<ImportedTasks> {
  return uploadMultipart(
    {
      url: '/api/order-task/import',
      fields: [
        ['orderId', String(input.orderId)],
        ['date', input.date],
      ],
      file: input.file,
      read: readImport,
    },
    onProgress,
  );
}
