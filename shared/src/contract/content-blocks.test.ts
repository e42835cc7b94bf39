import { contentBlocks, withContentFacts } from './content-blocks';

describe('contentBlocks', () => {
  it('reads headings, paragraphs joined across lines, and lists; blank lines and stray spaces separate', () => {
    expect(
      contentBlocks(
        '## Who we are\r\nWe run this site\n  and answer mail.\n\n- one\n-  two\nAfter the list.\n\n\n##   Next  ',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Who we are' },
      { kind: 'paragraph', text: 'We run this site and answer mail.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'heading', text: 'Next' },
    ]);
  });

  it('keeps markup as text: a `#` without a space, or HTML, is a paragraph like any other', () => {
    expect(contentBlocks('#not a heading\n<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '#not a heading <script>alert(1)</script>' },
    ]);
    expect(contentBlocks('   \n\n')).toEqual([]);
  });
});

describe('withContentFacts', () => {
  it("fills in the site's facts and leaves any other brace as written", () => {
    const facts = { site: 'Herz', company: 'Herz GmbH', email: 'a@b.test', phone: '+491', refundDays: 14 };
    expect(withContentFacts('{site} by {company}: {email}, {phone}, {refundDays} days, {other}', facts)).toBe(
      'Herz by Herz GmbH: a@b.test, +491, 14 days, {other}',
    );
  });
});
