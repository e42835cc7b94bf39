// Focus handling every dialog needs, shared by the Modal component and dialogs with their own look (the shell's
// like/match overlay): focus moves in on open (to the first field a person types into, else the first focusable
// element), stays in while open, and goes back to the opener on close.
// It stays in the browser entry (the one shared copy) while Modal is the subpath `@dating/shared/dialog`: the stack
// of open dialogs must be one per page, or dialogs of two apps would pull focus from each other and the first one
// to close would unlock the page's scrolling under the other.
import { type RefObject, useEffect, useRef } from 'react';
import { initialFocusTarget } from './focusable';
import { isInsideAnyModal, isTopModal, pushModal, removeModal } from './modal-stack';

export function useDialogFocus(
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  // Read when the dialog opens; a new ref object on a later render must not re-run the opening (focus would jump).
  const initialFocus = useRef(initialFocusRef);
  useEffect(() => {
    initialFocus.current = initialFocusRef;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const id = Symbol('dialog');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id, dialog);
    let lastInside = initialFocus.current?.current ?? initialFocusTarget(dialog) ?? dialog;
    lastInside.focus();

    // Focus that escapes anyway (a click outside, a page behind that focuses its heading once it has loaded) is
    // given back to the element that had it inside the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Node)) return;
      if (dialog.contains(event.target)) {
        if (event.target instanceof HTMLElement) lastInside = event.target;
        return;
      }
      if (isTopModal(id) && !isInsideAnyModal(event.target))
        (lastInside.isConnected ? lastInside : dialog).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      removeModal(id);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialogRef]);
}
