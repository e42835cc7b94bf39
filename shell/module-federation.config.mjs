// The host. It names no remotes here: their manifests come from GET /mf/remotes.json at start-up, so a
// remote can move to a new version without a shell build. Shared singletons come from the build factory.
export default {
  name: 'shell',
};
