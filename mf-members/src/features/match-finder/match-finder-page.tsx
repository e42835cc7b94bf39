import { useIntl } from 'react-intl';
import { Alert, Button, EmptyState, pathFor, Spinner, useErrorMessage } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { MemberCard } from '../member-card/member-card';
import { MemberGrid, MemberGridItem } from '../member-card/member-grid';
import { PageFrame } from '../../app/page-frame';
import { MatchReasons } from './match-reasons';
import { useMatches } from './use-matches';

/** `/match-finder` (20 best fits) and `/signup-matches` (the first 6 right after signup). */
export function MatchFinderPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const afterSignup = route.name === 'signup-matches';
  const query = useMatches(afterSignup ? 6 : 20);
  const matches = query.data ?? null;
  // A failed first load shows its error with a retry; the retry shows the spinner again, like the first load.
  const error = !matches && query.isError && !query.isFetching ? query.error : null;

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
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
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
