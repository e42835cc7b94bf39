// Request schemas both sides validate with: the browser before it sends, the server on arrival.
// common comes first: the account schemas build on it.
export * from './validation/common';
export * from './validation/account';
