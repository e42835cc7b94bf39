// What this remote offers the shell. Shared singletons and the manifest come from the build factory.
export default {
  name: 'mf_chat',
  exposes: {
    './app': './src/app/app.tsx',
    // The header's "Messages" link with the unread badge, mounted by the shell as a parcel.
    './unread-indicator': './src/features/unread-indicator/unread-indicator-parcel.tsx',
  },
};
