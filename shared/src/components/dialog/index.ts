// `@dating/shared/dialog`: Modal, and the Tab trap and first focus for dialogs with their own look or steps.
// Not in the browser entry, which every page downloads whole; dialogs are lazy chunks, which bundle this.
// useDialogFocus stays in the entry: it keeps the page's one stack of open dialogs.
export { Modal, type ModalProps, type ModalCloseReason, type ModalSize } from '../modal/modal';
export { trapTabKey } from '../modal/trap-tab-key';
export { initialFocusTarget } from '../modal/focusable';
export { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog/confirm-dialog';
export { ReportDialog, type ReportDialogProps } from '../report-dialog/report-dialog';
