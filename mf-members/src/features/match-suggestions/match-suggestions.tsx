// A few match-finder suggestions for the shell's member home (exposed as the `./match-suggestions` widget):
// the shell places it, this remote owns the data and the tiles.
import { useIntl } from 'react-intl';
import { Spinner } from '@dating/shared';
import { useMatches } from '../match-finder/use-matches';
import { MemberCard } from '../member-card/member-card';
import { MemberGrid, MemberGridItem } from '../member-card/member-grid';

const SHOWN = 4;

export function MatchSuggestions() {
  const intl = useIntl();
  const query = useMatches(SHOWN);
  const matches = query.data?.slice(0, SHOWN) ?? null;

  // The home page links to the match finder below: a failed or empty widget simply leaves room for that.
  if ((!matches && query.isError) || matches?.length === 0) return null;
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
