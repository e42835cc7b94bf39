// Resolves once the remotes from the registry are registered with the federation runtime, so layout
// widgets never try to load a remote the runtime does not know yet.
let resolveReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

export const remotesReady = {
  promise: ready,
  resolve: () => resolveReady(),
};
