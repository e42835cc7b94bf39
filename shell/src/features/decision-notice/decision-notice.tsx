// The statement of reasons a moderator's decision sends the member (the EU's Digital Services Act asks that
// each decision be explained): besides the mail, a notice on their next visit, with the one appeal each
// decision allows. Asked for once per member and tab; the dialog is a lazy chunk, since almost no visit has one.
import { lazy, Suspense, useEffect, useState } from 'react';
import { api, useBusState } from '@dating/shared';
import type { MemberDecision, MemberDecisionsAnswer } from '@dating/shared/contract';

const DecisionDialog = lazy(() => import('./decision-dialog').then((m) => ({ default: m.DecisionDialog })));

/** Members this tab has asked about already; a statement stays unseen on the server until it is closed. */
const asked = new Set<number>();

export function DecisionNotice() {
  const memberId = useBusState('session.changed')?.user?.id ?? null;
  const [decisions, setDecisions] = useState<MemberDecision[]>([]);

  useEffect(() => {
    if (memberId === null || asked.has(memberId)) return;
    asked.add(memberId);
    let current = true;
    api
      .request<MemberDecisionsAnswer>('GET', '/api/decisions.php', undefined, { retry: true })
      .then((answer) => current && setDecisions(answer.decisions))
      // Not shown now, shown next time: the statements stay unseen when the call fails.
      .catch(() => asked.delete(memberId));
    return () => {
      current = false;
    };
  }, [memberId]);

  function close() {
    const ids = decisions.map((decision) => decision.id);
    setDecisions([]);
    // Closed means read: only now does the notice stop coming back. If this fails it comes back next visit.
    api.request('POST', '/api/decisions-seen.php', { ids }).catch(() => undefined);
  }

  if (decisions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DecisionDialog decisions={decisions} onClose={close} />
    </Suspense>
  );
}

/** For tests: forget which members were asked about. */
export function resetDecisionNoticeForTests(): void {
  asked.clear();
}
