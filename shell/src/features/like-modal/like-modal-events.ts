// The like modal's three events (spec section 2): close, imagePressed and buttonPressed, the last two with the
// profile id. They go out on the page bus as `like-modal.action`, so any remote can react without the shell.
import { getBus } from '@dating/shared';
import type { BusEvents } from '@dating/shared/contract';

export type LikeModalEventDetail = BusEvents['like-modal.action'];
export type LikeModalAction = LikeModalEventDetail['action'];

export function emitLikeModalEvent(detail: LikeModalEventDetail): void {
  getBus().publish('like-modal.action', detail);
}
