// The DOM-free contract between the browser packages and the API server.
export * from './locales';
export * from './first-answers';
export * from './page-first-calls';
export * from './api-url';
export * from './member-search-call';
export * from './route-paths';
export * from './route-owners';
export * from './route-table';
export * from './version-range';
export * from './shell-pages';
export * from './bus-events';
export * from './domain';
export * from './api-types';
export * from './validation';
export * from './live-events';
export * from './sessions-api';
export * from './direct-debit-api';
export * from './payments-api';
export * from './members-search-api';
// Types only, so the browser entry that re-exports the contract gains no code.
export type * from './members-api-types';
export type * from './landers-api-types';
export * from './gifts-api';
export type * from './likes-api';
export * from './chat-api';
export type * from './api-routes';
export * from './complaints-api';
