export * from './domain/roles.js';
export * from './domain/permissions.js';
export * from './domain/masterData.js';
export * from './domain/idea.js';
export * from './errors.js';
export * from './limits.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
