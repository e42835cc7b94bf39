// Every lander route: the tinderswipe deck and the kinds of `/landers/{kind}/{slug?}`. The list is the
// contract's (LANDER_COPY_KINDS without `all`), which shared's route test keeps equal to mf-landers' routes.
import { createRequire } from 'node:module';
import type * as Contract from '@dating/shared/contract';

// Playwright loads the workspace's TypeScript (shared is no ES module package) as CommonJS, whose
// `export * from` re-exports Node cannot name for an ESM `import { ... }`: require reads them as they are.
const { LANDER_COPY_ALL, LANDER_COPY_KINDS } = createRequire(import.meta.url)(
  '@dating/shared/contract',
) as typeof Contract;

export const LANDERS: readonly Contract.LanderKindWithCopy[] = LANDER_COPY_KINDS.filter(
  (kind): kind is Contract.LanderKindWithCopy => kind !== LANDER_COPY_ALL,
);
