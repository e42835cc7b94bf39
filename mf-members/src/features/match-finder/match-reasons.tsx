import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useOptionLabels } from '../member-card/option-labels';
import { useSettings } from '../../app/use-site';
import type { MatchReason } from '@dating/shared';

/** Why a profile fits, in words: "You both like travel and music", "Lives in your city", ... */
export function MatchReasons({ reasons, score }: { reasons: MatchReason[]; score: number }) {
  const intl = useIntl();
  const settings = useSettings();
  const labels = useOptionLabels();
  const interestName = (id: string) => settings?.interests.find((interest) => interest.id === id)?.name ?? id;
  const text = (reason: MatchReason): string => {
    switch (reason.kind) {
      case 'interests':
        return intl.formatMessage(
          { id: 'members.matches.reasonInterests' },
          { interests: intl.formatList(reason.interests.map(interestName)) },
        );
      case 'goal':
        return intl.formatMessage(
          { id: 'members.matches.reasonGoal' },
          { goal: labels.option('signup_reason', reason.goal) },
        );
      case 'city':
        return intl.formatMessage({ id: 'members.matches.reasonCity' });
      case 'region':
        return intl.formatMessage({ id: 'members.matches.reasonRegion' });
      case 'country':
        return intl.formatMessage({ id: 'members.matches.reasonCountry' });
      case 'age':
        return intl.formatMessage({ id: 'members.matches.reasonAge' });
      default:
        return intl.formatMessage({ id: 'members.matches.reasonPhoto' });
    }
  };
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1], fontSize: theme.fontSizes.sm })}>
      <p
        css={(theme: Theme) => ({
          margin: 0,
          color: theme.colors.primary,
          fontWeight: theme.fontWeights.bold,
        })}
      >
        {intl.formatMessage({ id: 'members.matches.score' }, { score })}
      </p>
      {reasons.length > 0 && (
        <ul
          css={(theme: Theme) => ({
            margin: 0,
            paddingInlineStart: theme.space[4],
            color: theme.colors.textMuted,
          })}
        >
          {reasons.map((reason) => (
            <li key={reason.kind}>{text(reason)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
