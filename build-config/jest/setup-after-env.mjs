// Runs before each test file: DOM matchers, and the browser APIs jsdom lacks that components rely on.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// This machine's speed varies several times over from hour to hour: a form test that types into five fields
// takes 2 s on a quiet machine and over 5 s on a busy one. The limits only decide how long a real failure
// takes to show; what the tests assert is the same.
jest.setTimeout(15_000);
configure({ asyncUtilTimeout: 3_000 });
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
