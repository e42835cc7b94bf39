import english from './documents/en.json';
import { contentKindForToken } from './content-routes';
import { CONTENT_TEXTS } from './content-texts';

describe('content texts', () => {
  it('gives every page a title, an intro and sections that pair a heading with its body', () => {
    expect(CONTENT_TEXTS.terms.title).toBe('shell.pages.terms');
    expect(CONTENT_TEXTS['return-policy'].intro).toBe('shell.content.returns.intro');
    expect(CONTENT_TEXTS.ban.sections).toEqual([
      { heading: 'shell.content.ban.whyHeading', body: 'shell.content.ban.whyBody' },
      { heading: 'shell.content.ban.whatHeading', body: 'shell.content.ban.whatBody' },
    ]);
    const contentIds = Object.values(CONTENT_TEXTS).flatMap((text) => [
      text.intro,
      ...text.sections.flatMap((section) => [section.heading, section.body]),
    ]);
    const messages: Record<string, string> = english;
    expect(contentIds.filter((id) => !(id in messages))).toEqual([]);
  });

  it('knows a page token whatever its case, and nothing else', () => {
    expect(contentKindForToken('FAQ')).toBe('faq');
    expect(contentKindForToken('return-policy')).toBe('return-policy');
    expect(contentKindForToken('admin')).toBeNull();
  });
});
