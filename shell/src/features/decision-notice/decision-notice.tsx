// The statement of reasons a moderator's decision sends the member (the EU's Digital Services Act asks that
// each decision be explained): besides the mail, a notice on their next visit, with the one appeal each
// decision allows. Asked for once per member and tab; the dialog is a lazy chunk, since almost no visit has one.
import { lazy, Suspense, useEffect, useState } from 'react';
import { api, useBusState } from '@dating/shared';
import type { MemberDecision, MemberDecisionsAnswer } from '@dating/shared/contract';

const DecisionDialog = lazy(() => import('./decision-dialog').then((m) => ({ default: m.DecisionDialog })));

/** Members this tab has asked about already: the server marks statements seen when it hands them out. */
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

  if (decisions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DecisionDialog decisions={decisions} onClose={() => setDecisions([])} />
    </Suspense>
  );
}

/** For tests: forget which members were asked about. */
export function resetDecisionNoticeForTests(): void {
  asked.clear();
}
