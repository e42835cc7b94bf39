// Spec section 2: the like / match modal. A full-screen overlay with a thumbs-up, 'New like!', the liker's main
// image and a 'view profile' button. Overlay click: close; image click: imagePressed; button: buttonPressed
// (both with the profile id, both going to the profile).
// The dialog's code is a lazy chunk, loaded when a like or match arrives: most page views show none.
import { lazy, Suspense } from 'react';
import { useLikeModal } from './use-like-modal';

const LikeModalDialog = lazy(() =>
  import('./like-modal-dialog').then((m) => ({ default: m.LikeModalDialog })),
);

export function LikeModal() {
  const [shown, hide] = useLikeModal();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LikeModalDialog shown={shown} hide={hide} />
    </Suspense>
  );
}
