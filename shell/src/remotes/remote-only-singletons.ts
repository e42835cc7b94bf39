// Shared singletons that only remotes import (rxjs beyond the bus's own part, which @dating/shared bundles;
// single-spa-react for every remote's lifecycles; TanStack Query for every remote's query store). webpack
// offers a shared library to the page only when the build that fills the share scope imports it, so the shell
// names them here: otherwise the first remote that needs one downloads its own copy after its page chunk
// ran, one more request in a row. The shell's build lists their files (boot-assets.json `shared`), and the
// server preloads those a remote's page needs with it. Nothing is downloaded until a remote asks for it.
export const REMOTE_ONLY_SINGLETONS = {
  rxjs: () => import('rxjs'),
  'single-spa-react': () => import('single-spa-react'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
};
