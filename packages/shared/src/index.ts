export * from './limits';
export * from './api-envelope';
export * from './menu';
export * from './restaurant';
export * from './phone';
export * from './fields';
export * from './auth';
export * from './suggestions';
