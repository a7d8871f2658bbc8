export * from './time.js';
export * from './shifts.js';
export * from './authorities.js';
export * from './permissions.js';
export * from './requirements.js';
