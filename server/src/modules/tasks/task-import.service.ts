import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { msg } from '../../messages.js';
import { Employee } from '../employees/employee.entity.js';
import { cleanFileName, readUpload, type IncomingFile } from '../registrations/registration-files.service.js';
import { OrderTaskImport } from './order-task.entity.js';
import { parseTaskCsv, type TaskCsvLineError } from './task-csv.js';
import * as policy from './task.policy.js';
import { queryTasks, resolveOrderDate } from './task.service.js';
import type { OrderTaskImportView, OrderTaskView } from './task.types.js';

/** Largest task CSV (docs/decisions/inventories.md#INV-5). */
export const MAX_TASK_CSV_BYTES = 2 * 1024 * 1024;
/** Line errors reported at most per import. */
export const MAX_REPORTED_LINE_ERRORS = 100;
/** Browsers send a CSV under many types; Windows says application/vnd.ms-excel. */
export const CSV_MIME_TYPES: readonly string[] = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream', ''];

const FIELD_ORDER = ['row', 'label', 'positions', 'employeeId', 'priority'];

export interface ImportFilter {
  orderId?: number | null;
  size?: number | null;
  sort?: string | null;
}

const SORT_KEYS: Record<string, string> = { date: 'i.date', filename: 'i.file_name', name: 'i.file_name', createdat: 'i.created_at', id: 'i.id' };

interface ImportRow {
  id: number;
  order_id: number;
  order_name: string;
  date: string;
  file_name: string;
  employee_id: number | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
}

/**
 * The CSV task import (spec 3 §5, docs/decisions/inventories.md#INV-5 and INV-6): every row checked first, then the import
 * and all its tasks written in one transaction with one insert; any error stores nothing.
 */
export class TaskImportService {
  async import(
    em: EntityManager,
    actor: CurrentUser,
    file: Promise<IncomingFile> | IncomingFile | null | undefined,
    orderId: number | null | undefined,
    date: string | null | undefined,
  ): Promise<OrderTaskImportView> {
    if (!policy.isTaskManager(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const where = await resolveOrderDate(em, errors, orderId, date);
    const incoming = file ? await file : null;
    const name = incoming?.filename ?? '';
    if (!incoming || !/\.csv$/i.test(name) || !CSV_MIME_TYPES.includes((incoming.mimetype ?? '').toLowerCase())) {
      errors.add('file', msg.taskImportOnlyCsv);
    }
    if (incoming && errors.empty === false) {
      // Drain the rest of the body so the request completes normally.
      await readUpload(incoming, MAX_TASK_CSV_BYTES).catch(() => undefined);
    }
    errors.throwIfAny();

    const content = await readUpload(incoming!, MAX_TASK_CSV_BYTES, msg.fileTooBig);
    const parsed = parseTaskCsv(content);
    if (parsed.fileError) throw new ValidationError([{ path: 'file', message: parsed.fileError }]);
    const lineErrors: TaskCsvLineError[] = [...parsed.errors];
    const ids = [...new Set(parsed.rows.map((r) => r.employeeId))].filter((id) => id <= 2_147_483_647);
    const known = new Set(ids.length ? (await em.find(Employee, { id: { $in: ids } }, { fields: ['id'] })).map((e) => e.id) : []);
    for (const row of parsed.rows) {
      if (!known.has(row.employeeId)) lineErrors.push({ line: row.line, field: 'employeeId', message: msg.taskCsvEmployeeUnknown(String(row.employeeId)) });
    }
    if (lineErrors.length) {
      lineErrors.sort((a, b) => a.line - b.line || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
      throw new ValidationError(lineErrors.slice(0, MAX_REPORTED_LINE_ERRORS).map((e) => ({ path: `lines[${e.line}].${e.field}`, message: e.message })));
    }

    const importId = await em.transactional(async (tx) => {
      const row = tx.create(OrderTaskImport, {
        order: where!.order,
        date: where!.date,
        fileName: cleanFileName(name, 'csv'),
        employee: actor.employeeId === null ? null : tx.getReference(Employee, actor.employeeId),
      });
      await tx.flush();
      // One statement for all rows: 5,000 tasks in a few milliseconds instead of 5,000 round trips.
      const tasks = parsed.rows.map((r) => ({ label: r.label, positions: r.positions, employee_id: r.employeeId, priority: r.priority }));
      await tx.execute(
        `insert into order_task (order_id, date, label, positions, employee_id, priority, import_id)
         select ?, ?::date, x.label, x.positions, x.employee_id, x.priority, ?
           from jsonb_to_recordset(?::jsonb) as x(label text, positions int, employee_id int, priority int)`,
        [where!.order.id, where!.date, row.id, JSON.stringify(tasks)],
      );
      return row.id;
    });
    return (await this.views(em, ['i.id = ?'], [importId], 'i.id', 1))[0];
  }

  /** orderTaskImports: sort "date,desc" by default (date | fileName | name | createdAt | id), size ≤ 1000. */
  async list(em: EntityManager, actor: CurrentUser, filter: ImportFilter): Promise<OrderTaskImportView[]> {
    if (!policy.isTaskManager(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const size = filter.size ?? 1000;
    if (!Number.isInteger(size) || size < 1 || size > 1000) errors.add('size', msg.taskSizeInvalid);
    const [key, dir = 'asc'] = (filter.sort ?? 'date,desc').split(',').map((s) => s.trim().toLowerCase());
    const column = SORT_KEYS[key];
    if (!column || !['asc', 'desc'].includes(dir)) errors.add('sort', msg.taskSortInvalid);
    errors.throwIfAny();
    const where = filter.orderId != null ? ['i.order_id = ?'] : [];
    const params = filter.orderId != null ? [filter.orderId] : [];
    return this.views(em, where, params, `${column} ${dir}, i.id ${dir}`, size);
  }

  /** Deletes an import and its tasks, completed ones too (docs/decisions/inventories.md#INV-6). */
  async delete(em: EntityManager, actor: CurrentUser, id: number): Promise<boolean> {
    if (!policy.isTaskManager(actor)) throw new ForbiddenError();
    const deleted = await em.nativeDelete(OrderTaskImport, { id });
    if (!deleted) throw new NotFoundError(msg.taskImportNotFound);
    return true;
  }

  private async views(em: EntityManager, where: string[], params: unknown[], orderBy: string, limit: number): Promise<OrderTaskImportView[]> {
    const rows = await em.getConnection().execute<ImportRow[]>(
      `select i.id, i.order_id, o.name as order_name, to_char(i.date, 'YYYY-MM-DD') as date, i.file_name, i.employee_id,
              e.first_name, e.last_name, i.created_at
         from order_task_import i join orders o on o.id = i.order_id left join employee e on e.id = i.employee_id
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by ${orderBy} limit ${Number(limit)}`,
      params,
    );
    if (!rows.length) return [];
    const tasks = await queryTasks(em, [`t.import_id = any(?::int[])`], [`{${rows.map((r) => Number(r.id)).join(',')}}`]);
    const byImport = new Map<number, OrderTaskView[]>();
    for (const t of tasks) {
      const list = byImport.get(t.importId!);
      if (list) list.push(t);
      else byImport.set(t.importId!, [t]);
    }
    return rows.map((r) => {
      const own = byImport.get(Number(r.id)) ?? [];
      return {
        id: Number(r.id),
        orderId: Number(r.order_id),
        orderName: r.order_name,
        date: r.date,
        fileName: r.file_name,
        employeeId: r.employee_id == null ? null : Number(r.employee_id),
        employeeName: r.first_name == null ? '' : `${r.first_name} ${r.last_name}`,
        createdAt: new Date(r.created_at),
        taskCount: own.length,
        completedCount: own.filter((t) => t.completed).length,
        tasks: own,
      };
    });
  }
}
