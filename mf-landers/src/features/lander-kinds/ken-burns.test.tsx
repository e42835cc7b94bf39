/// <reference types="@testing-library/jest-dom" />
import { renderToString } from 'react-dom/server';
import { AllProviders, renderWithProviders } from '@dating/shared/testing';
import { testMember } from '../lander-frame/test-fixtures';
import { KenBurns } from './ken-burns';

const members = [1, 2, 3, 4].map((id) => testMember(id));
const clip = (crossfade: boolean) => (
  <KenBurns members={members} ratio="9 / 16" sizes="92vw" crossfade={crossfade} />
);

describe('the video landers clip', () => {
  it.each([false, true])(
    'has only the poster in the server HTML, with every slide counted (crossfade %s)',
    (crossfade) => {
      const html = renderToString(<AllProviders>{clip(crossfade)}</AllProviders>);
      expect(html.match(/<img /g)).toHaveLength(1);
      expect(html).toContain('f=p1.jpg');
      expect(html).toContain('aria-pressed="false"');
    },
  );

  it('adds the other photos once the page runs, the poster still first', () => {
    const { container } = renderWithProviders(clip(false));
    const sources = Array.from(container.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    expect(sources).toEqual(members.map((member) => member.image?.src));
  });
});
