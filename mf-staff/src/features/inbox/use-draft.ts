// The answer being written, kept in localStorage per conversation, so a reload or a closed tab loses nothing;
// with it the client message id of the send, so a send retried after a reload is stored once.
import { useCallback, useState } from 'react';

interface Draft {
  text: string;
  clientMessageId: string;
}

const keyOf = (conversationId: number) => `operator-inbox-draft:${conversationId}`;

function read(conversationId: number): Draft {
  try {
    const stored = window.localStorage.getItem(keyOf(conversationId));
    if (stored) return JSON.parse(stored) as Draft;
  } catch {
    // A broken or blocked storage starts an empty draft.
  }
  return { text: '', clientMessageId: crypto.randomUUID() };
}

export function useDraft(conversationId: number) {
  const [draft, setDraft] = useState<Draft>(() => read(conversationId));
  const change = useCallback(
    (text: string) => {
      setDraft((current) => {
        const next = { ...current, text };
        try {
          window.localStorage.setItem(keyOf(conversationId), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the draft lives in the page only.
        }
        return next;
      });
    },
    [conversationId],
  );
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(keyOf(conversationId));
    } catch {
      // Nothing stored.
    }
    setDraft({ text: '', clientMessageId: crypto.randomUUID() });
  }, [conversationId]);
  return { draft, change, clear };
}
