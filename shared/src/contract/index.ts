// The DOM-free contract between the browser packages and the API server.
export * from './locales';
export * from './route-paths';
export * from './bus-events';
export * from './domain';
export * from './api-types';
export * from './validation';
// Types only, so the browser entry that re-exports the contract gains no code.
export type * from './members-api-types';
