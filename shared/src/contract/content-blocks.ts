// A content page's own text (the site console's) as blocks to render as elements: no HTML ever reaches the
// page from it. Free of zod, so browser code takes it from `@dating/shared` as a value.

/** A piece of a content page's structured text; each one is rendered as an element, never as HTML. */
export type ContentBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * The blocks of a content page's text: a line starting with `## ` is a heading, consecutive lines starting
 * with `- ` one list, other consecutive lines one paragraph (joined with a space); blank lines separate.
 */
export function contentBlocks(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The site's facts a content page's text may name: `{site}`, `{company}`, `{email}`, `{phone}`, `{refundDays}`. */
export type ContentFacts = Record<'site' | 'company' | 'email' | 'phone' | 'refundDays', string | number>;

/** The text with its `{fact}` placeholders filled in; an unknown `{name}` stays as written. */
export function withContentFacts(text: string, facts: ContentFacts): string {
  return text.replace(/\{(site|company|email|phone|refundDays)\}/g, (_, name: keyof ContentFacts) =>
    String(facts[name]),
  );
}
