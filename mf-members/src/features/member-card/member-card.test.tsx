/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { renderWithProviders } from '@dating/shared/testing';
import { MemberCard } from './member-card';
import { MemberPhoto } from './member-photo';

jest.mock('./member-photo', () => {
  const actual = jest.requireActual<typeof import('./member-photo')>('./member-photo');
  return { ...actual, MemberPhoto: jest.fn(actual.MemberPhoto) };
});

const member = {
  id: 7,
  // A right-to-left override typed into the name: unisolated, it reverses ", 31" after it.
  name: '\u202EAnna',
  age: 31,
  country: 'NL',
  region: null,
  city: 'Utrecht',
  main_image: null,
  fictional: false,
};

describe('MemberCard', () => {
  it('isolates the name, so the age beside it keeps its direction', () => {
    renderWithProviders(<MemberCard member={member} />);
    const link = screen.getByRole('link', { name: /Anna/ });
    const name = link.querySelector('bdi');
    expect(name).toHaveTextContent('Anna');
    expect(link.textContent?.indexOf('31')).toBeGreaterThan(link.textContent?.indexOf('Anna') ?? 0);
    expect(name?.textContent).not.toContain('31');
  });

  it('says when the member is online now or was recently, and nothing otherwise', () => {
    const { rerender } = renderWithProviders(<MemberCard member={{ ...member, online: 'now' }} />);
    expect(screen.getByTestId('online-status')).toHaveTextContent('Online now');
    rerender(<MemberCard member={{ ...member, online: 'recently' }} />);
    expect(screen.getByTestId('online-status')).toHaveTextContent('Recently online');
    rerender(<MemberCard member={{ ...member, online: null }} />);
    expect(screen.queryByTestId('online-status')).toBeNull();
    rerender(<MemberCard member={member} />);
    expect(screen.queryByTestId('online-status')).toBeNull();
  });

  it('loads the photo of a tile in the first screen at once and first, the others when scrolled to', () => {
    const main_image = {
      filename: 'a.jpg',
      thumb_filename: 'a-thumb.jpg',
      match: '/uploads/a.jpg',
      status: 'active' as const,
    };
    const { container, rerender } = renderWithProviders(
      <MemberCard member={{ ...member, main_image }} photoPriority />,
    );
    const photo = () => container.querySelector('img');
    expect(photo()).toHaveAttribute('src', '/uploads/a-thumb.jpg');
    expect(photo()).toHaveAttribute('loading', 'eager');
    expect(photo()).toHaveAttribute('fetchpriority', 'high');
    rerender(<MemberCard member={{ ...member, main_image }} />);
    expect(photo()).toHaveAttribute('loading', 'lazy');
    expect(photo()).not.toHaveAttribute('fetchpriority');
  });

  it('is not drawn again when its list renders again with the same member', () => {
    const drawn = jest.mocked(MemberPhoto);
    drawn.mockClear();
    const onOpen = () => undefined;
    let renderAgain: () => void = () => undefined;
    let showAge: (age: number) => void = () => undefined;
    function List() {
      const [, setRenders] = useState(0);
      const [age, setAge] = useState(31);
      renderAgain = () => setRenders((count) => count + 1);
      showAge = setAge;
      // The same member object while the age is unchanged, as a list's query data keeps it.
      const shown = useMemo(() => (age === 31 ? member : { ...member, age }), [age]);
      return <MemberCard member={shown} onOpen={onOpen} />;
    }
    renderWithProviders(<List />);
    act(() => renderAgain());
    expect(drawn).toHaveBeenCalledTimes(1);
    act(() => showAge(32));
    expect(drawn).toHaveBeenCalledTimes(2);
  });
});
