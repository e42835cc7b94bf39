// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Alert, Button, Icon, pathFor, useBusState, useSession } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { PageFrame } from '../page-frame/page-frame';

const UNLOCKS = [
  'payments.premium.photos',
  'payments.premium.chats',
  'payments.premium.uploads',
  'payments.premium.zeroCredits',
] as const;

/** `/premium`: what the first purchase unlocks for good (spec sections 1 and 6). */
export function PremiumPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { user } = useSession();
  const credits = useBusState('credits.changed');
  const premium = credits?.paidUser ?? user?.paid_user ?? false;
  return (
    <PageFrame
      route={route.name}
      width="narrow"
      title={intl.formatMessage({ id: 'payments.premium.title' })}
      lead={intl.formatMessage({ id: 'payments.premium.lead' })}
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], justifyItems: 'start' })}>
        {premium && (
          <Alert variant="success" role="status">
            {intl.formatMessage({ id: 'payments.premium.already' })}
          </Alert>
        )}
        <ul
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[3],
          })}
        >
          {UNLOCKS.map((id) => (
            <li
              key={id}
              css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'flex-start' })}
            >
              <span
                aria-hidden="true"
                css={(theme: Theme) => ({ color: theme.colors.success, flex: 'none' })}
              >
                <Icon name="check" size={20} />
              </span>
              <span>{intl.formatMessage({ id })}</span>
            </li>
          ))}
        </ul>
        <Button asLink href={pathFor('credits')}>
          {intl.formatMessage({ id: premium ? 'payments.premium.moreCredits' : 'payments.premium.cta' })}
        </Button>
      </div>
    </PageFrame>
  );
}
