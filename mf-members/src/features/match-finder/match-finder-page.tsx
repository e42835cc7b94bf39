import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, EmptyState, pathFor, Spinner, useErrorMessage } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { MemberCard } from '../member-card/member-card';
import { MemberGrid, MemberGridItem } from '../member-card/member-grid';
import { PageFrame } from '../member-card/page-frame';
import type { RankedMatch } from '@dating/shared';
import { getMatches } from './api/get-matches';
import { MatchReasons } from './match-reasons';

/** `/match-finder` (20 best fits) and `/signup-matches` (the first 6 right after signup). */
export function MatchFinderPage({ route }: PageProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const afterSignup = route.name === 'signup-matches';
  const [attempt, setAttempt] = useState(0);
  const key = `${route.name}:${attempt}`;
  // The answer remembers which request it belongs to, so a new one shows the spinner without a reset.
  const [result, setResult] = useState<{ key: string; matches?: RankedMatch[]; error?: unknown } | null>(
    null,
  );

  useEffect(() => {
    const controller = new AbortController();
    getMatches(afterSignup ? 6 : 20, controller.signal).then(
      (matches) => setResult({ key, matches }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setResult({ key, error: caught ?? new Error('failed') });
      },
    );
    return () => controller.abort();
  }, [afterSignup, key]);
  const current = result?.key === key ? result : null;
  const matches = current?.matches ?? null;
  const error = current?.error ?? null;

  return (
    <PageFrame
      route={route.name}
      title={intl.formatMessage({
        id: afterSignup ? 'members.matches.signupTitle' : 'members.matches.title',
      })}
      intro={intl.formatMessage({
        id: afterSignup ? 'members.matches.signupIntro' : 'members.matches.intro',
      })}
      actions={
        afterSignup ? (
          <Button asLink href={pathFor('members')} variant="secondary">
            {intl.formatMessage({ id: 'members.matches.toSearch' })}
          </Button>
        ) : undefined
      }
    >
      {error !== null && (
        <Alert
          variant="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {intl.formatMessage({ id: 'members.matches.retry' })}
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      )}
      {!matches && error === null && <Spinner />}
      {matches && matches.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'members.matches.emptyTitle' })}
          description={intl.formatMessage({ id: 'members.matches.emptyText' })}
          action={
            <Button asLink href={pathFor('profile')}>
              {intl.formatMessage({ id: 'members.matches.completeProfile' })}
            </Button>
          }
        />
      )}
      {matches && matches.length > 0 && (
        <MemberGrid label={intl.formatMessage({ id: 'members.matches.listLabel' })}>
          {matches.map((match) => (
            <MemberGridItem key={match.profile.id}>
              <MemberCard member={match.profile}>
                <MatchReasons reasons={match.reasons} score={match.score} />
              </MemberCard>
            </MemberGridItem>
          ))}
        </MemberGrid>
      )}
    </PageFrame>
  );
}
