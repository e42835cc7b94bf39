/** The stable elements of index.html the layout renders into. */
export type SlotId = 'shell-header' | 'shell-warnings' | 'shell-page' | 'shell-footer';

export function slot(id: SlotId): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html lacks #${id}`);
  return element;
}
