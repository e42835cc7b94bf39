import { createEmotionCache } from '@dating/shared';

// The shell's own emotion cache, created once (each remote has its own key).
export const emotionCache = createEmotionCache('shell');
