// What this remote offers the shell. Shared singletons and the manifest come from the build factory.
export default {
  name: 'mf_staff',
  exposes: {
    './app': './src/app/app.tsx',
  },
};
