import { cleanPhone, TERMS_BASE_VERSION, termsVersionDate, withoutDoubledStop } from './legal-facts';

describe('terms version date', () => {
  it('is 2023-12-01 12:00 UTC by default', () => {
    expect(TERMS_BASE_VERSION.toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('is the company added date when that is later', () => {
    expect(termsVersionDate('2024-03-01T12:00:00Z').toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(termsVersionDate('2020-01-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});

describe('support phone', () => {
  it('loses dashes and spaces', () => {
    expect(cleanPhone('+31 20-808 1234')).toBe('+31208081234');
    expect(cleanPhone('0800\t123-45')).toBe('080012345');
  });
});

describe('a sentence ending with a company name', () => {
  it('gets one full stop after an abbreviation such as B.V.', () => {
    expect(withoutDoubledStop('Operated by Flirt Local Media B.V.. Reach us at x@y.test.')).toBe(
      'Operated by Flirt Local Media B.V. Reach us at x@y.test.',
    );
    expect(withoutDoubledStop('Betreiber ist die Herzenssache Digital GmbH.')).toBe(
      'Betreiber ist die Herzenssache Digital GmbH.',
    );
  });

  it('leaves an ellipsis alone', () => {
    expect(withoutDoubledStop('Wait for it... then go.')).toBe('Wait for it... then go.');
  });
});
