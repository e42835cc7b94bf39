import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const answer = (yes: boolean) => {
    setOpen(false);
    onAnswer(yes);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Block Anna
      </button>
      <ConfirmDialog
        open={open}
        title="Block Anna?"
        confirmLabel="Block"
        cancelLabel="Cancel"
        danger
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        Your chats and likes will be deleted.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks in a dialog named by the question, with focus on the safe answer', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithProviders(<Harness onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Block Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Anna?' });
    expect(dialog).toHaveTextContent('Your chats and likes will be deleted.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Enter on the focused button answers no.
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Block Anna' })).toHaveFocus();
  });

  it('answers yes only on the confirm button', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithProviders(<Harness onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Block Anna' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('takes Escape as no', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithProviders(<Harness onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Block Anna' }));
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
