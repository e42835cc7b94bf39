// Stands in for `@dating/build-config/shared-messages` under jest: the package stand-in
// (load-test-messages.mjs) already hands out shared's messages with the package's, so nothing is added here.
export function loadSharedMessages() {
  return Promise.resolve({});
}
