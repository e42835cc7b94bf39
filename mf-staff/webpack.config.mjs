import { createConfig } from '@dating/build-config/webpack';
import federation from './module-federation.config.mjs';

export default (_env, argv) =>
  createConfig({ packageDir: import.meta.dirname, kind: 'remote', federation, argv });
