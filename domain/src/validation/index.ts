export * from './cash-flow.js';
export * from './password.js';
export * from './payroll-settings.js';
export * from './worklog.js';
export * from './confirmation.js';
export * from './per-diem.js';
export * from './task.js';
export * from './calendar-day.js';
