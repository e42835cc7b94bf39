// `npx jest` at the root runs every front-end package's tests; each package also runs alone (`npm test -w`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJestProject } from './build-config/jest/create-jest-config.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const packages = [
  'shared',
  'shell',
  'mf-members',
  'mf-chat',
  'mf-payments',
  'mf-signup',
  'mf-landers',
  'mf-staff',
];

export default {
  projects: packages.map((name) => createJestProject(join(root, name))),
  passWithNoTests: true,
};
