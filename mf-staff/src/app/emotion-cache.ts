import { createEmotionCache } from '@dating/shared';

// One cache for the whole remote, created once: its own key keeps its class names apart from the other
// remotes' even when two versions of a component are on the page.
export const emotionCache = createEmotionCache('mf-staff');
