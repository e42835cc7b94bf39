// The time-bonus modal's dialog, a chunk of its own: it opens 40 s into a visit, for few members.
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Link, navigate, pathFor } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import { formatCountdown } from './countdown';
import type { TimeBonus } from './time-bonus-context';

/** 'act fast': the bonus window, in hours (spec section 9: 14400 s). */
const ACT_FAST_HOURS = 4;

export function TimeBonusDialog({ bonus, close }: { bonus: TimeBonus; close: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={close}
      title={<FormattedMessage id="shell.timeBonus.modalTitle" values={{ percentage: bonus.percentage }} />}
      hideTitle
      size="sm"
      describedBy="time-bonus-description"
    >
      <div
        data-testid="time-bonus-modal"
        css={(theme: Theme) => ({ textAlign: 'center', padding: theme.space[5] })}
      >
        <p
          css={(theme: Theme) => ({
            display: 'inline-block',
            margin: `0 0 ${theme.space[3]}px`,
            padding: `${theme.space[1]}px ${theme.space[3]}px`,
            borderRadius: theme.radii.pill,
            background: theme.colors.secondary,
            color: theme.colors.onSecondary,
            fontSize: theme.fontSizes.sm,
            fontWeight: theme.fontWeights.bold,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          })}
        >
          <FormattedMessage id="shell.timeBonus.specialOffer" />
        </p>
        <p
          aria-hidden="true"
          css={(theme: Theme) => ({
            margin: 0,
            color: theme.colors.primary,
            fontSize: '4rem',
            fontWeight: 800,
            lineHeight: 1,
          })}
        >
          {intl.formatNumber(bonus.percentage / 100, { style: 'percent' })}
        </p>
        <p
          css={(theme: Theme) => ({
            margin: `${theme.space[2]}px 0`,
            fontSize: theme.fontSizes.xl,
            fontWeight: 700,
          })}
        >
          <FormattedMessage id="shell.timeBonus.modalTitle" values={{ percentage: bonus.percentage }} />
        </p>
        <p id="time-bonus-description" css={{ margin: 0 }}>
          <FormattedMessage
            id="shell.timeBonus.discountAtCheckout"
            values={{ percentage: bonus.percentage }}
          />
        </p>
        <p
          css={(theme: Theme) => ({
            margin: `${theme.space[3]}px 0`,
            color: theme.colors.warningText,
            fontWeight: 600,
          })}
        >
          <FormattedMessage id="shell.timeBonus.actFast" values={{ hours: ACT_FAST_HOURS }} />
        </p>
        <Button
          fullWidth
          size="lg"
          onClick={() => {
            close();
            navigate(pathFor('credits'));
          }}
        >
          <FormattedMessage id="shell.timeBonus.unlock" />
        </Button>
        <p css={(theme: Theme) => ({ margin: `${theme.space[3]}px 0 0`, fontSize: theme.fontSizes.sm })}>
          <Link href={pathFor('credits')} onClick={close}>
            <FormattedMessage
              id="shell.timeBonus.offerValid"
              values={{
                time: (
                  <time
                    key="time"
                    data-testid="time-bonus-modal-countdown"
                    css={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatCountdown(bonus.remainingSeconds)}
                  </time>
                ),
              }}
            />
          </Link>
        </p>
      </div>
    </Modal>
  );
}
