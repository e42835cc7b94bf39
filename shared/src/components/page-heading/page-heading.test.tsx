import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('renders the heading at its level with its lead, and hands the frame a focusable heading', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    renderWithProviders(
      <PageHeading level={2} id="step-title" headingRef={headingRef} title="About you" lead="A few words" />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'About you' });
    expect(heading).toHaveAttribute('id', 'step-title');
    expect(headingRef.current).toBe(heading);
    heading.focus();
    expect(heading).toHaveFocus();
    expect(screen.getByText('A few words')).toBeInTheDocument();
  });

  it('with a subtitle, keeps the title as the h1 for screen readers and shows the subtitle', () => {
    renderWithProviders(<PageHeading level={1} title="Profile" subtitle="Anna, 31" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Profile' });
    // Hidden the screen-reader-friendly way (clipped to a pixel), not with display: none.
    expect(getComputedStyle(heading)).toMatchObject({ position: 'absolute', width: '1px', height: '1px' });
    expect(getComputedStyle(screen.getByText('Anna, 31')).position).not.toBe('absolute');
    expect(screen.queryByRole('heading', { name: 'Anna, 31' })).toBeNull();
  });
});
