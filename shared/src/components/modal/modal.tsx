// An accessible dialog in a portal: labelled by its title, traps focus, gives focus back to the opener,
// closes on Escape, backdrop or close button unless the caller says otherwise (signup must not close mid-way).
import type { Theme } from '@emotion/react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
// Through the package name: consumers bundle this file (`@dating/shared/dialog`), and the dialog stack behind
// useDialogFocus must be the shared singleton's; the rest is there anyway, so importing it costs no copy.
import { CloseButton, mediaDown, useDialogFocus, visuallyHidden, type Breakpoint } from '@dating/shared';
import { trapTabKey } from './trap-tab-key';

export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button';
export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface ModalProps {
  open: boolean;
  onClose: (reason: ModalCloseReason) => void;
  /** Names the dialog. Always required; `hideTitle` keeps it for screen readers only. */
  title: ReactNode;
  hideTitle?: boolean;
  /** The dialog's body; none for a dialog that is only its title and buttons. */
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Become full-screen below this breakpoint (e.g. 'md' for phones). */
  fullScreenBelow?: Breakpoint;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  /** The × button in the corner. */
  showCloseButton?: boolean;
  /** What gets focus on open; default the first field a person types into, else the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
  className?: string;
}

const WIDTHS: Record<Exclude<ModalSize, 'fullscreen'>, number> = { sm: 400, md: 560, lg: 800 };

const fullScreen = {
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  borderRadius: 0,
};

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  fullScreenBelow,
  closeOnEscape = true,
  closeOnBackdrop = true,
  showCloseButton = true,
  initialFocusRef,
  describedBy,
  className,
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  useDialogFocus(open, dialogRef, initialFocusRef);

  if (!open) return null;

  // Keys are handled on the dialog itself: React bubbles them from a nested modal (its React child) to this one,
  // so the innermost dialog handles Escape and Tab first and stops them.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closeOnEscape) onClose('escape');
      return;
    }
    trapTabKey(event);
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  // Only a press that starts and ends on the backdrop closes: selecting text inside and releasing outside must not.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdrop) onClose('backdrop');
  };

  return createPortal(
    <div
      data-testid="modal-backdrop"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      css={(theme: Theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndices.modal,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: size === 'fullscreen' ? 0 : theme.space[4],
        background: theme.colors.backdrop,
        overflowY: 'auto',
        ...(fullScreenBelow ? { [mediaDown(fullScreenBelow)]: { padding: 0 } } : {}),
      })}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={className}
        css={(theme: Theme) => ({
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          maxWidth: size === 'fullscreen' ? undefined : WIDTHS[size],
          maxHeight: 'calc(100dvh - 32px)',
          overflow: 'auto',
          background: theme.colors.surface,
          color: theme.colors.text,
          borderRadius: theme.radii.lg,
          boxShadow: theme.shadows.lg,
          outline: 'none',
          ...(size === 'fullscreen' ? fullScreen : {}),
          ...(fullScreenBelow ? { [mediaDown(fullScreenBelow)]: fullScreen } : {}),
        })}
      >
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            alignItems: 'flex-start',
            gap: theme.space[3],
            padding: hideTitle ? 0 : `${theme.space[4]}px ${theme.space[5]}px 0`,
          })}
        >
          <h2
            id={titleId}
            css={(theme: Theme) =>
              hideTitle
                ? visuallyHidden
                : { flex: 1, margin: 0, fontSize: theme.fontSizes.xl, lineHeight: 1.3 }
            }
          >
            {title}
          </h2>
          {showCloseButton && (
            <CloseButton
              size="lg"
              label={intl.formatMessage({ id: 'shared.modal.close' })}
              onClick={() => onClose('close-button')}
              css={(theme: Theme) => ({
                position: hideTitle ? 'absolute' : 'static',
                top: theme.space[2],
                right: theme.space[2],
                zIndex: 1,
                marginLeft: 'auto',
              })}
            />
          )}
        </div>
        {/* A question that is all title (ConfirmDialog) gets no empty gap before its buttons. */}
        {children != null && (
          <div
            css={(theme: Theme) => ({
              flex: 1,
              padding: hideTitle ? 0 : `${theme.space[3]}px ${theme.space[5]}px`,
            })}
          >
            {children}
          </div>
        )}
        {footer && (
          <div
            css={(theme: Theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: theme.space[2],
              padding: `${theme.space[3]}px ${theme.space[5]}px ${theme.space[4]}px`,
            })}
          >
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
