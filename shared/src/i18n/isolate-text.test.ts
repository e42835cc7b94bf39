import { isolate } from './isolate-text';

describe('isolate', () => {
  it('wraps a name in a first-strong isolate', () => {
    expect(isolate('Emma')).toBe('\u2068Emma\u2069');
  });

  it('drops overrides and isolates the member typed, so they cannot flip the text beside the name', () => {
    expect(isolate('\u202Eanna\u202C')).toBe('\u2068anna\u2069');
    expect(isolate('a\u2066b\u2069')).toBe('\u2068ab\u2069');
  });

  it('keeps right-to-left letters: they are the name, not a trick', () => {
    expect(isolate('ליאור')).toBe('\u2068ליאור\u2069');
  });
});
