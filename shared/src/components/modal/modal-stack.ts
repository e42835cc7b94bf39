// Open modals in opening order: focus that leaves every dialog is pulled back into the top one, and the page
// stays scroll-locked until the last one closes.

const stack: { id: symbol; dialog: HTMLElement }[] = [];
let saved: { overflow: string; paddingRight: string } | null = null;

export function pushModal(id: symbol, dialog: HTMLElement): void {
  if (stack.length === 0) {
    const { style } = document.body;
    saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    // Hiding the scrollbar widens the page; pad by its width so the content behind does not jump sideways.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbarWidth > 0) style.paddingRight = `${scrollbarWidth}px`;
    style.overflow = 'hidden';
  }
  stack.push({ id, dialog });
}

export function removeModal(id: symbol): void {
  const index = stack.findIndex((entry) => entry.id === id);
  if (index !== -1) stack.splice(index, 1);
  if (stack.length === 0 && saved) {
    document.body.style.overflow = saved.overflow;
    document.body.style.paddingRight = saved.paddingRight;
    saved = null;
  }
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1]?.id === id;
}

export function isInsideAnyModal(node: Node): boolean {
  return stack.some((entry) => entry.dialog.contains(node));
}
