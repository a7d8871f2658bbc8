export * from './components.js';
export * from './surcharges.js';
export * from './per-diem-tax.js';
