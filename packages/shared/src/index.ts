export * from './limits';
export * from './api-envelope';
export * from './menu';
export * from './restaurant';
