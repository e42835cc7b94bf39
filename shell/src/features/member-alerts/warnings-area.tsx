// The default layout's warnings area. Only members see warnings, so their code is a chunk of its own that
// a visitor who is not logged in never downloads.
import { lazy, Suspense } from 'react';
import { useBusState, useRoute } from '@dating/shared';

const MemberWarnings = lazy(() => import('./member-warnings').then((m) => ({ default: m.MemberWarnings })));

export function WarningsArea() {
  const user = useBusState('session.changed')?.user;
  const signupOpen = useBusState('signup.state')?.open ?? false;
  const route = useRoute();
  if (!user || signupOpen) return null;
  return (
    <Suspense fallback={null}>
      <MemberWarnings route={route?.name} />
    </Suspense>
  );
}
