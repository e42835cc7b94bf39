// A few match-finder suggestions for the shell's member home (exposed as the `./match-suggestions` widget):
// the shell places it, this remote owns the data and the tiles.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, type MatchFinderResponse } from '@dating/shared';
import { getMatches } from '../match-finder/api/get-matches';
import { MemberCard } from '../member-card/member-card';
import { MemberGrid, MemberGridItem } from '../member-card/member-grid';

const SHOWN = 4;

export function MatchSuggestions() {
  const intl = useIntl();
  const [matches, setMatches] = useState<MatchFinderResponse | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getMatches(SHOWN, controller.signal).then(
      (answer) => setMatches(answer.slice(0, SHOWN)),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);

  // The home page links to the match finder below: a failed or empty widget simply leaves room for that.
  if (failed || matches?.length === 0) return null;
  if (!matches) return <Spinner />;
  return (
    <MemberGrid label={intl.formatMessage({ id: 'members.suggestions.label' })}>
      {matches.map((match) => (
        <MemberGridItem key={match.profile.id}>
          <MemberCard member={match.profile} headingLevel={3} />
        </MemberGridItem>
      ))}
    </MemberGrid>
  );
}
