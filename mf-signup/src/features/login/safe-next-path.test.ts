import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeNextPath('/settings?tab=mail')).toBe('/settings?tab=mail');
  });

  it('refuses anything that would leave the site', () => {
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      null,
      '',
    ]) {
      expect(safeNextPath(next)).toBe('/members');
    }
  });
});
