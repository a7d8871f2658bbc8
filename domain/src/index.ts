export * from './time.js';
export * from './shifts.js';
export * from './errors.js';
export * from './history.js';
export * from './competencies.js';
export * from './collate.js';
export * from './clock.js';
export * from './validation/index.js';
