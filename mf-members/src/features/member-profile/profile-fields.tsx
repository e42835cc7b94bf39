import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { ProfileField, Settings } from '@dating/shared';
import { isOptionField, useOptionLabels } from '../member-card/option-labels';
import type { MemberView } from '@dating/shared';

/** The site's visible profile fields as a description list; free text stays text (never HTML). */
export function ProfileFields({
  fields,
  settings,
}: {
  fields: MemberView['fields'];
  settings: Settings | undefined;
}) {
  const intl = useIntl();
  const labels = useOptionLabels();
  const interestName = (id: string) => settings?.interests.find((interest) => interest.id === id)?.name ?? id;
  const show = (field: ProfileField, value: MemberView['fields'][number]['value']): string => {
    if (Array.isArray(value)) return intl.formatList(value.map(interestName));
    if (field === 'country' && typeof value === 'string') {
      try {
        return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(value) ?? value;
      } catch {
        return value;
      }
    }
    if (isOptionField(field) && typeof value === 'string') return labels.option(field, value);
    return String(value);
  };
  const about = fields.find((entry) => entry.field === 'personal_text');
  const rest = fields.filter((entry) => entry.field !== 'personal_text');
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      {about && (
        <section aria-labelledby="members-profile-about">
          <h2
            id="members-profile-about"
            css={(theme: Theme) => ({ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space[2]}px` })}
          >
            {labels.field('personal_text')}
          </h2>
          <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{String(about.value)}</p>
        </section>
      )}
      {rest.length > 0 && (
        <dl
          css={(theme: Theme) => ({
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, max-content) 1fr',
            gap: `${theme.space[2]}px ${theme.space[4]}px`,
          })}
        >
          {rest.map((entry) => (
            <div key={entry.field} css={{ display: 'contents' }}>
              <dt css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{labels.field(entry.field)}</dt>
              <dd css={{ margin: 0 }}>
                {show(entry.field, entry.value)}
                {entry.note && (
                  <small css={(theme: Theme) => ({ display: 'block', color: theme.colors.textMuted })}>
                    {entry.note}
                  </small>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
