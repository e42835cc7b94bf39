import { act, render, screen } from '@testing-library/react';
import { resetBusForTests } from '../bus/get-bus';
import type { User } from '../contract/api-types';
import { useSession } from './use-session';

function Who() {
  const { known, user } = useSession();
  return <p data-testid="who">{known ? (user ? `user ${user.id}` : 'logged out') : 'unknown'}</p>;
}

describe('useSession', () => {
  it('is unknown until the shell publishes, then follows the session', () => {
    const bus = resetBusForTests();
    render(<Who />);
    expect(screen.getByTestId('who')).toHaveTextContent('unknown');
    act(() => bus.publish('session.changed', { user: null }));
    expect(screen.getByTestId('who')).toHaveTextContent('logged out');
    act(() => bus.publish('session.changed', { user: { id: 7 } as User }));
    expect(screen.getByTestId('who')).toHaveTextContent('user 7');
  });
});
