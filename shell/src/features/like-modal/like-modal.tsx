// Spec section 2: the like / match modal. A full-screen overlay with a thumbs-up, 'New like!', the liker's main
// image and a 'view profile' button. Overlay click: close; image click: imagePressed; button: buttonPressed
// (both with the profile id, both going to the profile).
// The dialog's code and texts are lazy chunks, loaded when a like or match arrives: most page views show none.
import { Suspense } from 'react';
import { lazyWithShellTexts } from '../../locale/lazy-with-shell-texts';
import { useLikeModal } from './use-like-modal';

const LikeModalDialog = lazyWithShellTexts(() =>
  import('./like-modal-dialog').then((m) => m.LikeModalDialog),
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
