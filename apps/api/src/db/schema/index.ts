export * from './core.js';
export * from './files.js';
export * from './ideas.js';
export * from './media.js';
export * from './records.js';
