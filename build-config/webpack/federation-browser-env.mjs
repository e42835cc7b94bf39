// Stands in for @module-federation/sdk's dist/env.js in browser builds (create-config.mjs). The SDK's own
// isDebugMode() reads localStorage when the runtime starts, and a page's first localStorage access waits for
// the browser to load the site's storage: 2-18 ms on this machine, inside main.js's first task, on every page,
// though no page turns federation's debug log on. The exports are the SDK's (2.x), for the browser.
export const isBrowserEnvValue = true;

export function isBrowserEnv() {
  return true;
}

export function isReactNativeEnv() {
  return false;
}

export function isDebugMode() {
  return false;
}

export function getProcessEnv() {
  return {};
}
