// A question before something that cannot be undone (blocking a member, deleting a photo), in the site's own
// dialog rather than the browser's confirm(), which names the host, cannot be styled and shows its buttons
// in the browser's language. The caller words the question and both answers.
import { type ReactNode, useRef } from 'react';
import { Button } from '@dating/shared';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, as the dialog's title: "Block Anna?". */
  title: ReactNode;
  /** What answering yes will do, when the title alone does not say it. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The confirm button in the danger colour, for what deletes or cuts off. */
  danger?: boolean;
  onConfirm: () => void;
  /** Also on Escape, the backdrop and the × button. */
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // Focus starts on the safe answer, so a stray Enter never confirms.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
