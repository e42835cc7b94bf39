// Stateless, so dialogs bundle it with `@dating/shared/dialog` rather than every page downloading it.
import type { KeyboardEvent } from 'react';
import { focusableElements } from './focusable';

/** Keeps Tab and Shift+Tab cycling inside the dialog the key event reached. Returns true when it handled the key. */
export function trapTabKey(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Tab') return false;
  event.stopPropagation();
  const dialog = event.currentTarget;
  const focusable = focusableElements(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return true;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
  return true;
}
