/** An element index.html must have; its absence is a broken build, not something to render around. */
export function slotElement(id: 'shell-root' | 'mf-area'): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html lacks #${id}`);
  return element;
}
