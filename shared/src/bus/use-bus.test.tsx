import { act, render, screen } from '@testing-library/react';
import { resetBusForTests } from './get-bus';
import { useBusEvent, useBusState } from './use-bus';

function Unread() {
  const state = useBusState('chat.unread-changed');
  return <output>{state ? state.total : 'none'}</output>;
}

function Toasts({ onToast }: { onToast: (text: string) => void }) {
  useBusEvent('toast.show', ({ message }) => onToast('text' in message ? message.text : message.id));
  return null;
}

describe('bus hooks', () => {
  beforeEach(() => {
    resetBusForTests();
  });

  it('useBusState renders the replayed value and follows updates', () => {
    const bus = resetBusForTests();
    bus.publish('chat.unread-changed', { total: 2 });
    render(<Unread />);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    act(() => bus.publish('chat.unread-changed', { total: 7 }));
    expect(screen.getByRole('status')).toHaveTextContent('7');
  });

  it('useBusState is undefined before the first publish', () => {
    render(<Unread />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('useBusEvent calls the handler while mounted only', () => {
    const bus = resetBusForTests();
    const onToast = jest.fn();
    const { unmount } = render(<Toasts onToast={onToast} />);
    act(() => bus.publish('toast.show', { message: { text: 'Saved' } }));
    unmount();
    bus.publish('toast.show', { message: { text: 'Gone' } });
    expect(onToast.mock.calls).toEqual([['Saved']]);
  });
});
