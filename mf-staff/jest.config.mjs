import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJestConfig } from '../build-config/jest/create-jest-config.mjs';

export default createJestConfig(dirname(fileURLToPath(import.meta.url)));
