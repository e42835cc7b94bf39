// The signup: a large modal over the page on desktop, a page of its own on phones (Modal full screen below
// `md`). Once the account exists it cannot be dismissed by Escape or the backdrop; it ends with the
// activation hint. The step is kept per user, so a reload continues where the member was.
import type { Theme } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getBus,
  Link,
  navigate,
  Spinner,
  useBusState,
  useLocation,
  usePageTitle,
  type User,
} from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { REMOTE_PACKAGE } from '../../app/remote-name';
import { AboutStep } from './about-step';
import { AccountStep } from './account-step';
import { ConfirmStep } from './confirm-step';
import { LocationStep } from './location-step';
import { PersonalStep } from './personal-step';
import { PhotoStep } from './photo-step';
import { PushStep } from './push-step';
import { clearProgress, loadProgress, saveProgress } from './signup-progress';
import { nextStep, SIGNUP_STEPS, type SignupStep } from './signup-steps';
import { StepHeadingRefContext } from './step-heading-ref';
import { trackingSource } from './tracking-source';

function StepProgress({ step }: { step: SignupStep }) {
  const intl = useIntl();
  const index = SIGNUP_STEPS.indexOf(step);
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1], marginBottom: theme.space[5] })}>
      <p css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {intl.formatMessage(
          { id: 'signup.steps.progress' },
          { current: index + 1, total: SIGNUP_STEPS.length },
        )}
      </p>
      <div
        aria-hidden="true"
        css={(theme: Theme) => ({ height: 6, borderRadius: 3, background: theme.colors.surfaceMuted })}
      >
        <div
          css={(theme: Theme) => ({
            height: '100%',
            width: `${((index + 1) / SIGNUP_STEPS.length) * 100}%`,
            borderRadius: 3,
            background: theme.colors.primary,
            transition: `width ${theme.transitions.normal}`,
          })}
        />
      </div>
    </div>
  );
}

export function SignupFlow({ route }: RemotePageProps) {
  const intl = useIntl();
  const { searchParams } = useLocation();
  const session = useBusState('session.changed');
  const settings = useBusState('settings.loaded')?.settings;
  const user: User | null | undefined = session ? session.user : undefined;
  const tracking = useMemo(() => trackingSource(searchParams), [searchParams]);
  const [chosenStep, setChosenStep] = useState<SignupStep | null>(null);
  const asPage = route.name === 'complete-signup';
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    getBus().publish('signup.state', { open: true });
    return () => getBus().publish('signup.state', { open: false });
  }, []);

  // The steps' headings are h2s inside the dialog, so the flow names the window itself.
  const flowTitle = intl.formatMessage({ id: 'signup.flow.title' });
  usePageTitle(flowTitle);

  // Where to be once the session is known: the account step for visitors, else the step chosen in this
  // visit, the saved one, or a sensible start.
  const step: SignupStep | null =
    user === undefined
      ? null
      : user === null
        ? 'account'
        : ((chosenStep !== 'account' ? chosenStep : null) ??
          loadProgress(user.id) ??
          (asPage ? 'location' : user.status === 'not_confirmed' ? 'confirm' : 'photo'));

  const goTo = useCallback(
    (next: SignupStep, forUser: User | null | undefined = user) => {
      if (forUser) saveProgress(forUser.id, next);
      setChosenStep(next);
    },
    [user],
  );

  const finish = () => {
    clearProgress();
    getBus().publish('signup.closed', { reason: 'completed' });
    getBus().publish('session.reload-requested', {});
    navigate('/members?api_signup_complete=1', { replace: true });
  };

  const cancel = () => {
    getBus().publish('signup.closed', { reason: 'cancelled' });
    navigate('/', { replace: true });
  };

  const inProgress = Boolean(user) || step !== 'account';
  // Nobody signs up on a closed site; a partners-only site takes only visitors who came with a traffic source.
  const blockedBy =
    user || !settings
      ? null
      : settings.signups === 'closed'
        ? ('signup_closed' as const)
        : settings.signups === 'with_trafficsource' && !tracking
          ? ('signup_requires_traffic_source' as const)
          : null;
  const blocked = blockedBy !== null;

  let content;
  if (step === null || (user === undefined && !blocked)) {
    content = (
      <div css={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner label={intl.formatMessage({ id: 'signup.steps.loading' })} />
      </div>
    );
  } else if (blocked) {
    content = (
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
        <h2 css={{ margin: 0 }}>{intl.formatMessage({ id: 'signup.blocked.title' })}</h2>
        <p css={{ margin: 0 }}>
          {blockedBy === 'signup_closed'
            ? intl.formatMessage({ id: 'shared.errors.signup_closed' })
            : intl.formatMessage({ id: 'shared.errors.signup_requires_traffic_source' })}
        </p>
        <p css={{ margin: 0 }}>
          <Link href="/login" onClick={() => getBus().publish('signup.closed', { reason: 'login' })}>
            {intl.formatMessage({ id: 'signup.account.login-link' })}
          </Link>
        </p>
      </div>
    );
  } else if (step === 'account' || !user) {
    content = (
      <AccountStep settings={settings} tracking={tracking} onCreated={(created) => goTo('photo', created)} />
    );
  } else if (step === 'photo') {
    content = <PhotoStep onDone={() => goTo(nextStep('photo'))} />;
  } else if (step === 'location') {
    content = <LocationStep user={user} settings={settings} onDone={() => goTo(nextStep('location'))} />;
  } else if (step === 'personal') {
    content = <PersonalStep user={user} onDone={() => goTo(nextStep('personal'))} />;
  } else if (step === 'about') {
    content = <AboutStep user={user} settings={settings} onDone={() => goTo(nextStep('about'))} />;
  } else if (step === 'push') {
    content = <PushStep settings={settings} onDone={() => goTo(nextStep('push'))} />;
  } else {
    content = <ConfirmStep user={user} onFinish={finish} />;
  }

  const body = (
    <div data-remote={REMOTE_PACKAGE} data-route={route.name} data-step={step ?? ''}>
      {step && !blocked ? <StepProgress step={step} /> : null}
      <StepHeadingRefContext.Provider value={headingRef}>
        <div key={step ?? 'loading'}>{content}</div>
      </StepHeadingRefContext.Provider>
    </div>
  );

  if (asPage) {
    return (
      <section
        aria-label={flowTitle}
        css={(theme: Theme) => ({
          maxWidth: 720,
          margin: `${theme.space[5]}px auto`,
          padding: theme.space[5],
          background: theme.colors.surface,
          borderRadius: theme.radii.lg,
          boxShadow: theme.shadows.sm,
        })}
      >
        {body}
      </section>
    );
  }
  return (
    <Modal
      open
      title={flowTitle}
      hideTitle
      size="lg"
      fullScreenBelow="md"
      closeOnEscape={!inProgress}
      closeOnBackdrop={!inProgress}
      showCloseButton={!inProgress}
      initialFocusRef={headingRef}
      onClose={cancel}
    >
      <div
        css={(theme: Theme) => ({ padding: `${theme.space[5]}px ${theme.space[5]}px ${theme.space[6]}px` })}
      >
        {body}
      </div>
    </Modal>
  );
}
