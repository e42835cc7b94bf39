// The DOM-free contract between the browser packages and the API server.
export * from './locales';
export * from './route-paths';
export * from './bus-events';
export * from './domain';
export * from './api-types';
export * from './validation';
