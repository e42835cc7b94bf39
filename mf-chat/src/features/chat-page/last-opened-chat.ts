// @feature-public: other features import this module (docs/conventions.md, Layout).
// Spec section 4: the last opened chat (profile and time) is remembered, per member on this device, so the
// chat page can offer to go back to it. Local storage only: nothing personal leaves the browser.
export interface LastOpenedChat {
  conversationId: number;
  profileId: number;
  name: string;
  at: string;
}

const keyFor = (userId: number) => `mf-chat:last-opened:${userId}`;

export function rememberOpenedChat(userId: number, chat: LastOpenedChat): void {
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(chat));
  } catch {
    // Storage full or blocked (private mode): the page simply does not offer the way back.
  }
}

export function lastOpenedChat(userId: number): LastOpenedChat | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyFor(userId)) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      Number.isInteger((value as LastOpenedChat).conversationId) &&
      Number.isInteger((value as LastOpenedChat).profileId) &&
      typeof (value as LastOpenedChat).name === 'string' &&
      typeof (value as LastOpenedChat).at === 'string'
    )
      return value as LastOpenedChat;
  } catch {
    // A value written by something else: treated as none.
  }
  return null;
}

/** A removed or blocked chat must not be offered again. */
export function forgetOpenedChat(userId: number, conversationId: number): void {
  if (lastOpenedChat(userId)?.conversationId === conversationId) localStorage.removeItem(keyFor(userId));
}
