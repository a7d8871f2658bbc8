export * from './time.js';
export * from './shifts.js';
