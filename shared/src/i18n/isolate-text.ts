// Member text (names above all) shown inside our sentences is isolated for bidirectional display: a name in
// Arabic or Hebrew, or one with a right-to-left override, must not reorder the sentence around it. Unicode's
// first-strong isolate works in plain strings too (toasts, aria-labels, the window title), where <bdi> cannot go.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
// Embeddings, overrides and isolates a member typed: their effect would leak past our own isolate.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without directional controls, wrapped in an isolate: safe to put into any sentence. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text.replace(BIDI_CONTROLS, '')}${POP_DIRECTIONAL_ISOLATE}`;
}
