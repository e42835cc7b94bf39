// Spec section 2: the time-bonus modal. Shown 40000 ms after entering the members area to a logged-in member
// with 0 credits while the bonus runs, unless dismissed before; anyone may also open it over the bus.
import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Link, Modal, navigate, pathFor, useBusEvent, useBusState, useRoute } from '@dating/shared';
import { isIn, MEMBERS_AREA } from '../../layout/route-groups';
import { useDismissal } from '../dismissals/use-dismissal';
import { formatCountdown } from './countdown';
import { useTimeBonus } from './time-bonus-context';

export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
/** 'act fast': the bonus window, in hours (spec section 9: 14400 s). */
const ACT_FAST_HOURS = 4;

/** True from 40 s after the member entered the members area until they leave it. */
function useMembersAreaDwell(inArea: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // Leaving the area resets the wait: entering again starts a new 40 s.
    const timer = inArea
      ? setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS)
      : setTimeout(() => setDue(false));
    return () => clearTimeout(timer);
  }, [inArea]);
  return inArea && due;
}

export function TimeBonusModal() {
  const intl = useIntl();
  const bonus = useTimeBonus();
  const user = useBusState('session.changed')?.user ?? null;
  const inArea = isIn(MEMBERS_AREA, useRoute()?.name);
  const due = useMembersAreaDwell(Boolean(user) && inArea);
  const [dismissed, dismiss] = useDismissal('time-bonus-modal', user?.id ?? null);
  const [requested, setRequested] = useState(false);

  useBusEvent('modal.open', ({ modal }) => {
    if (modal === 'time-bonus') setRequested(true);
  });
  useBusEvent('modal.close', ({ modal }) => {
    if (modal === 'time-bonus') setRequested(false);
  });

  const automatic = due && inArea && user?.credits === 0 && !dismissed;
  const open = Boolean(bonus && user && (automatic || requested));
  if (!open || !bonus) return null;

  const close = () => {
    setRequested(false);
    dismiss();
  };

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
          <FormattedMessage id="shell.timeBonus.instantReceive" values={{ percentage: bonus.percentage }} />
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
