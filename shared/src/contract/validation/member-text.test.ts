import { memberNameSchema, memberTextSchema } from './common';

describe('member text', () => {
  it('drops directional overrides and isolates from a name, so it cannot reverse the page around it', () => {
    expect(memberNameSchema.parse('\u202EAnna\u202C')).toBe('Anna');
    expect(memberNameSchema.parse(' \u2067Ben\u2069 ')).toBe('Ben');
  });

  it('keeps right-to-left letters and still applies the name rules after cleaning', () => {
    expect(memberNameSchema.parse('ליאור')).toBe('ליאור');
    expect(memberNameSchema.safeParse('\u202E@x').success).toBe(false);
    expect(memberNameSchema.safeParse('\u202EA').success).toBe(false);
  });

  it('cleans free text the same way', () => {
    expect(memberTextSchema.parse('Hi \u202Ethere')).toBe('Hi there');
  });
});
