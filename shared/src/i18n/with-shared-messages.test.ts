import { loadSharedMessages } from '@dating/build-config/shared-messages';
import { withSharedMessages } from './with-shared-messages';

jest.mock('@dating/build-config/shared-messages', () => ({
  loadSharedMessages: jest.fn((locale: string) =>
    Promise.resolve({ 'fixture.shared-text': `close (${locale})`, 'test.same': 'from shared' }),
  ),
}));

describe('withSharedMessages', () => {
  it("adds shared's messages of the same locale under the package's own", async () => {
    const load = withSharedMessages((locale) => Promise.resolve({ 'test.same': `own (${locale})` }));
    await expect(load('fi')).resolves.toEqual({
      'fixture.shared-text': 'close (fi)',
      'test.same': 'own (fi)',
    });
  });

  it('is one function per package loader, and fetches shared messages once per locale for all of them', async () => {
    const packageLoad = jest.fn(() => Promise.resolve({}));
    expect(withSharedMessages(packageLoad)).toBe(withSharedMessages(packageLoad));
    const other = withSharedMessages(() => Promise.resolve({}));
    await Promise.all([withSharedMessages(packageLoad)('sv'), other('sv'), other('sv')]);
    expect(jest.mocked(loadSharedMessages).mock.calls.filter(([locale]) => locale === 'sv')).toHaveLength(1);
  });

  it('fails when the package messages fail, so the app shows its error state', async () => {
    const load = withSharedMessages(() => Promise.reject(new Error('chunk failed')));
    await expect(load('pl')).rejects.toThrow('chunk failed');
  });
});
