import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './link';
import { navigate } from './navigate';
import { useLocation, useRoute } from './use-location';

function Where() {
  const { pathname, searchParams } = useLocation();
  const route = useRoute();
  return (
    <p data-testid="where">
      {pathname} {searchParams.get('tab') ?? '-'} {route?.name ?? 'none'}
    </p>
  );
}

describe('routing', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('navigate pushes or replaces history entries', () => {
    const before = window.history.length;
    navigate('/members/5?tab=photos');
    expect(window.location.pathname).toBe('/members/5');
    expect(window.history.length).toBe(before + 1);
    navigate('/login', { replace: true });
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(before + 1);
    navigate('/login');
    expect(window.history.length).toBe(before + 1);
  });

  it('useLocation follows navigate, popstate and single-spa routing events', () => {
    render(<Where />);
    expect(screen.getByTestId('where')).toHaveTextContent('/ - index');
    act(() => navigate('/members/5?tab=photos'));
    expect(screen.getByTestId('where')).toHaveTextContent('/members/5 photos members-id');
    act(() => {
      window.history.replaceState(null, '', '/chats/3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/chats/3 - chats-id');
    act(() => {
      window.history.replaceState(null, '', '/nope/nope/nope');
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/nope/nope/nope - none');
  });

  it('Link navigates client-side on a plain click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Link href="/likes">Likes</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Likes' });
    expect(link).toHaveAttribute('href', '/likes');
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/likes - likes');
  });

  it('Link leaves modifier clicks and other targets to the browser', () => {
    render(
      <>
        <Link href="/likes">Likes</Link>
        <Link href="/pricing" target="_blank">
          Pricing
        </Link>
      </>,
    );
    // Record whether Link let the click through, then stop jsdom's (unimplemented) page load.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Likes' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(window.location.pathname).toBe('/');
  });

  it('Link respects a caller that prevents the default', async () => {
    const user = userEvent.setup();
    render(
      <Link href="/likes" onClick={(event) => event.preventDefault()}>
        Likes
      </Link>,
    );
    await user.click(screen.getByRole('link', { name: 'Likes' }));
    expect(window.location.pathname).toBe('/');
  });
});
