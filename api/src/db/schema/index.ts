// Every table of the product in one place; drizzle-kit generates the migrations from this module.
export * from './sites';
export * from './users';
export * from './social';
export * from './chat';
export * from './money';
export * from './direct-debit';
export * from './notifications';
export * from './operations';
export * from './account';
export * from './members';
export * from './remote-registry';
export * from './sandbox-psp';
export * from './live';
export * from './staff';
export * from './operator-inbox';
export * from './invoices';
export * from './lander-copy';
