import { api } from '@dating/shared';

/** POST /api/swipe-undo.php: takes back the last pass and answers its card. */
export const undoPass = () => api.post('/api/swipe-undo.php');
