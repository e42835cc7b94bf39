import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps> & { onClosed?: (reason: string) => void }) {
  const [open, setOpen] = useState(false);
  const { onClosed, ...modalProps } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Delete chat"
        {...modalProps}
        open={open}
        onClose={(reason) => {
          onClosed?.(reason);
          setOpen(false);
        }}
      >
        <p>Are you sure?</p>
        <button type="button">Cancel</button>
        <button type="button">Delete</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, rendered in a portal', async () => {
    const { user, container } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete chat' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus in, traps Tab and Shift+Tab, and returns focus to the opener', async () => {
    const onClosed = jest.fn();
    const { user } = renderWithProviders(<Harness onClosed={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the element that had it when the page behind takes it (a remote focusing its heading)', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    opener.focus();
    expect(cancel).toHaveFocus();
  });

  it('closes on a backdrop click and on the close button, not on a click inside', async () => {
    const onClosed = jest.fn();
    const { user } = renderWithProviders(<Harness onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Are you sure?'));
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClosed).toHaveBeenLastCalledWith('backdrop');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenLastCalledWith('close-button');
  });

  it('lets the caller forbid Escape and backdrop closing (signup in progress)', async () => {
    const onClosed = jest.fn();
    const { user } = renderWithProviders(
      <Harness
        onClosed={onClosed}
        closeOnEscape={false}
        closeOnBackdrop={false}
        showCloseButton={false}
        hideTitle
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete chat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('locks page scrolling while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.style.overflow).toBe('scroll'));
  });

  it('with a modal opened from a modal, Escape closes only the top one and focus goes back', async () => {
    const closedOuter = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open title="Outer" onClose={closedOuter}>
          <button type="button" onClick={() => setInner(true)}>
            Confirm
          </button>
          <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
            <button type="button">Inside</button>
          </Modal>
        </Modal>
      );
    }
    const { user } = renderWithProviders(<Nested />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(closedOuter).not.toHaveBeenCalled();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closedOuter).toHaveBeenCalledWith('escape');
  });

  it('focuses the element the caller names, and keeps focus where the user put it on re-renders', async () => {
    function WithInitialFocus() {
      const input = useRef<HTMLInputElement>(null);
      const [text, setText] = useState('');
      return (
        <Modal open title="Search" onClose={() => {}} initialFocusRef={input}>
          <button type="button">Help</button>
          <input ref={input} aria-label="Name" />
          <input aria-label="City" value={text} onChange={(event) => setText(event.target.value)} />
        </Modal>
      );
    }
    const { user } = renderWithProviders(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.click(city);
    await user.type(city, 'Oslo');
    expect(city).toHaveValue('Oslo');
    expect(city).toHaveFocus();
  });

  it('opens on its first field a person types into, not on the × or a slider before it', async () => {
    const { user, rerender } = renderWithProviders(
      <Modal open title="Note" onClose={() => {}}>
        <input type="range" aria-label="Zoom" />
        <button type="button">Help</button>
        <textarea aria-label="Note" />
      </Modal>,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    // A space typed at once is text in the note; the dialog stays open.
    await user.keyboard(' ');
    expect(note).toHaveValue(' ');
    rerender(<></>);
    renderWithProviders(
      <Modal open title="Crop" onClose={() => {}}>
        <input type="range" aria-label="Zoom" />
      </Modal>,
    );
    // Without such a field the first focusable element, the × in the corner, has it.
    expect(screen.getByRole('button', { name: /close/i })).toHaveFocus();
  });

  it('can cover the whole screen (like modal, signup on phones)', () => {
    renderWithProviders(
      <Modal open size="fullscreen" title="New like!" hideTitle onClose={() => {}}>
        <p>Anna likes you</p>
      </Modal>,
    );
    const style = getComputedStyle(screen.getByRole('dialog', { name: 'New like!' }));
    expect(style.width).toBe('100vw');
    expect(style.height).toBe('100dvh');
  });

  it('leaves out the body when there is none: a question that is all title sits right above its buttons', () => {
    const { rerender } = renderWithProviders(
      <Modal
        open
        title="Delete this photo?"
        onClose={() => {}}
        footer={<button type="button">Delete</button>}
      />,
    );
    // Title row and buttons only, no empty body between them.
    expect(screen.getByRole('dialog', { name: 'Delete this photo?' }).children).toHaveLength(2);
    rerender(
      <Modal
        open
        title="Delete this photo?"
        onClose={() => {}}
        footer={<button type="button">Delete</button>}
      >
        <p>It goes for good.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Delete this photo?' }).children).toHaveLength(3);
  });
});
