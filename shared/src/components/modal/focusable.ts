const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab can reach, in document order. */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// Fields a person types into or picks from a list; sliders, boxes and radios are not (focusing a slider below a
// picture scrolls the picture away, and a radio group is better met from its heading).
const ENTRY_FIELD = [
  'input:not([disabled]):not([type="hidden"]):not([type="range"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="file"]):not([type="image"]):not([type="color"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(',');

/**
 * Where a dialog's focus starts: its first entry field, else its first focusable element. A dialog that asks for
 * text opens ready for it, and a key typed at once (a space) does not press the × in the corner.
 */
export function initialFocusTarget(root: HTMLElement): HTMLElement | undefined {
  const focusable = focusableElements(root);
  return focusable.find((element) => element.matches(ENTRY_FIELD)) ?? focusable[0];
}
