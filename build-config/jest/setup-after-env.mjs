// Runs before each test file: DOM matchers, and the browser APIs jsdom lacks that components rely on.
import '@testing-library/jest-dom';
import { publishRoutes } from '../../shared/src/contract/route-table';
import { setRoutes } from '../../shared/src/routing/current-routes';

// The routes the shell would receive from the registry: every package's src/routes.json.
// eslint-disable-next-line no-undef
setRoutes(publishRoutes(__DATING_TEST_ROUTES__));

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
