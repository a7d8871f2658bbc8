import { type FetchedFile, fetchFile } from '@/shared/download';
import { performanceFileName, type PerformanceReportForm, workingHoursFileName, type WorkingHoursForm } from '../gates';

/** The client waits 30 s for a report (spec 3 §7, §9). */
export const REPORT_TIMEOUT_MS = 30_000;

const post = (url: string, body: object, fallbackName: string): Promise<FetchedFile> =>
  fetchFile(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    fallbackName,
    timeoutMs: REPORT_TIMEOUT_MS,
  });

/** POST /api/v1/reports/working-hours (month, orderType, format). */
export const downloadWorkingHours = (f: WorkingHoursForm) =>
  post('/api/v1/reports/working-hours', { month: f.month, orderType: f.orderType, format: f.format }, workingHoursFileName(f));

/** POST /api/v1/reports/inventory-performances (from, to, format). */
export const downloadInventoryPerformances = (f: PerformanceReportForm) =>
  post('/api/v1/reports/inventory-performances', { from: f.from, to: f.to, format: f.format }, performanceFileName(f));
