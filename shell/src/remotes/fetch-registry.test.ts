import { parseRegistry } from './fetch-registry';

describe('parseRegistry', () => {
  it('keeps known remotes as absolute URLs and drops anything else', () => {
    expect(
      parseRegistry({
        remotes: {
          mf_chat: '/mf/mf-chat/0.1.0/mf-manifest.json',
          mf_landers: 'https://cdn.example/mf-landers/2.0.0/mf-manifest.json',
          mf_unknown: '/mf/x/1/mf-manifest.json',
          mf_members: 42,
        },
      }),
    ).toEqual({
      mf_chat: `${window.location.origin}/mf/mf-chat/0.1.0/mf-manifest.json`,
      mf_landers: 'https://cdn.example/mf-landers/2.0.0/mf-manifest.json',
    });
  });

  it('reads a body without remotes as no remotes', () => {
    expect(parseRegistry(null)).toEqual({});
    expect(parseRegistry({})).toEqual({});
  });
});
