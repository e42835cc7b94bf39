// A content page's own text (the site console's structured text) as elements: headings, paragraphs and
// lists. React escapes every piece, so nothing in the text can become markup or a script.
import { contentBlocks, withContentFacts, type ContentFacts } from '../../contract/content-blocks';

export interface ContentTextProps {
  body: string;
  facts: ContentFacts;
  /** The level of the text's headings: 2 under a page's h1. */
  headingLevel?: 2 | 3;
}

export function ContentText({ body, facts, headingLevel = 2 }: ContentTextProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fill = (text: string) => withContentFacts(text, facts);
  return (
    <>
      {contentBlocks(body).map((block, index) =>
        block.kind === 'heading' ? (
          <Heading key={index}>{fill(block.text)}</Heading>
        ) : block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{fill(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{fill(block.text)}</p>
        ),
      )}
    </>
  );
}
