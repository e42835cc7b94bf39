// What this remote offers the shell. Shared singletons and the manifest come from the build factory.
export default {
  name: 'mf_members',
  exposes: {
    './app': './src/app/app.tsx',
    // A few match-finder suggestions for the shell's member home, mounted as a parcel.
    './match-suggestions': './src/features/match-suggestions/match-suggestions-parcel.tsx',
  },
};
