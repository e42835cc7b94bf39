import { api } from '@dating/shared';
import type { MemberCardData } from '../../member-card/member-card-types';

/** POST /api/swipe-undo.php: takes back the last pass and answers its card. */
export const undoPass = () => api.post<{ card: MemberCardData }>('/api/swipe-undo.php');
