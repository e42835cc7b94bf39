import type { Theme } from '@emotion/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  getBus,
  isApiError,
  pathFor,
  Spinner,
  useErrorMessage,
  useLocation,
  useSiteCopy,
  isolate,
  mediaDown,
  mediaUp,
  OnlineStatus,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { FictionalBadge } from '../member-card/fictional-badge';
import { LoggedOutPrompt, visitorsMayBrowse } from '../member-card/logged-out-prompt';
import { memberPlace } from '../member-card/member-place';
import { PageFrame } from '../member-card/page-frame';
import { useCurrentUser, useSettings } from '../member-card/use-site';
import { blockMember } from './api/block-member';
import { getMember } from './api/get-member';
import { likeMember } from './api/like-member';
import { reportMember } from './api/report-member';
import { unblockMember } from './api/unblock-member';
import { unlockPhotos } from './api/unlock-photos';
import type { MemberView } from '@dating/shared';
import { PhotoGallery } from './photo-gallery';
import { ProfileFields } from './profile-fields';

const loadProfileDialogs = () => import(/* webpackChunkName: "profile-dialogs" */ './profile-dialogs');
const ProfileDialogs = lazy(() =>
  loadProfileDialogs().then((module) => ({ default: module.ProfileDialogs })),
);

type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready'; member: MemberView }
  | { kind: 'blocked'; name: string }
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown };

// The shell's toaster knows only its own messages, so the text leaves this remote translated.
const toastText = (text: string, variant: 'success' | 'info' | 'danger' = 'success') =>
  getBus().publish('toast.show', { message: { text }, variant });

export function MemberProfilePage({ route }: RemotePageProps) {
  const intl = useIntl();
  const settings = useSettings();
  const fictionalWarning = useSiteCopy(
    'fictional_warning',
    intl.formatMessage({ id: 'members.profile.fictionalWarning' }),
  );
  const user = useCurrentUser();
  const errorMessage = useErrorMessage();
  const id = Number(route.params.id);
  const validId = Number.isInteger(id) && id > 0;
  // The answer is kept with the id it is for: another profile shows the spinner until its own answer arrives.
  const [loaded, setLoaded] = useState<{ id: number; state: LoadState } | null>(null);
  const [busy, setBusy] = useState<'like' | 'block' | 'unlock' | null>(null);
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  // The dialogs' chunk downloads when the member first reaches for one (a pointer over or focus on its
  // button starts it early); they stay mounted from then on.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const openDialog = (open: (value: boolean) => void) => {
    setDialogsWanted(true);
    open(true);
  };
  const preloadDialogs = () => void loadProfileDialogs();
  const setState = useCallback((next: LoadState) => setLoaded({ id, state: next }), [id]);
  const state: LoadState = !validId
    ? { kind: 'missing' }
    : loaded?.id === id
      ? loaded.state
      : { kind: 'loading' };

  const opened = useCallback(
    (member: MemberView) => {
      setState({ kind: 'ready', member });
      // Opening the profile cleared the new flag of this member's like: the shell's badge follows.
      if (member.liked_me) getBus().publish('likes.reload-requested', {});
    },
    [setState],
  );
  const failed = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.errorId === 'blocked_by_member') {
        const body = error.body as { name?: unknown } | undefined;
        setState({ kind: 'blocked', name: typeof body?.name === 'string' ? body.name : '' });
      } else if (isApiError(error) && (error.status === 404 || error.errorId === 'member_not_found')) {
        setState({ kind: 'missing' });
      } else setState({ kind: 'failed', error });
    },
    [setState],
  );
  const load = useCallback(() => getMember(id).then(opened, failed), [id, opened, failed]);

  const { searchParams } = useLocation();
  const trafficsource = searchParams.get('trafficsource') ?? searchParams.get('ref');
  const visitorBlocked =
    user === null && settings !== undefined && !visitorsMayBrowse(settings, trafficsource);
  const sessionKnown = user !== undefined && settings !== undefined;

  useEffect(() => {
    // Wait until the shell said who is here; a visitor the site does not let browse gets the prompt instead.
    if (!sessionKnown || visitorBlocked || !validId) return;
    const controller = new AbortController();
    getMember(id, controller.signal).then(opened, (error: unknown) => {
      if (!controller.signal.aborted) failed(error);
    });
    return () => controller.abort();
  }, [id, validId, opened, failed, sessionKnown, visitorBlocked]);

  const toast = (
    id: string,
    variant?: 'success' | 'info' | 'danger',
    values?: Record<string, string | number>,
  ) => toastText(intl.formatMessage({ id }, values), variant);

  const run = async (action: 'like' | 'block' | 'unlock', work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      toastText(errorMessage(error), 'danger');
    } finally {
      setBusy(null);
    }
  };

  if (state.kind !== 'ready') {
    const title =
      state.kind === 'blocked'
        ? intl.formatMessage({ id: 'members.profile.blockedTitle' })
        : intl.formatMessage({ id: 'members.profile.title' });
    return (
      <PageFrame route={route.name} title={title} width="narrow">
        {state.kind === 'loading' && (visitorBlocked ? <LoggedOutPrompt /> : <Spinner />)}
        {state.kind === 'blocked' && (
          <Alert variant="warning" role="status">
            {intl.formatMessage({ id: 'members.profile.blockedBy' }, { name: <bdi>{state.name}</bdi> })}
          </Alert>
        )}
        {state.kind === 'missing' && (
          <EmptyState
            title={intl.formatMessage({ id: 'members.profile.missingTitle' })}
            action={
              <Button asLink href={pathFor('members')}>
                {intl.formatMessage({ id: 'members.profile.backToSearch' })}
              </Button>
            }
          />
        )}
        {state.kind === 'failed' && (
          <Alert
            variant="danger"
            action={
              <Button size="sm" variant="secondary" onClick={() => void load()}>
                {intl.formatMessage({ id: 'members.profile.retry' })}
              </Button>
            }
          >
            {errorMessage(state.error)}
          </Alert>
        )}
      </PageFrame>
    );
  }

  const member = state.member;
  const loggedIn = Boolean(user);
  const isSelf = user?.id === member.id;

  const like = () =>
    run('like', async () => {
      const result = await likeMember(member.id);
      setState({ kind: 'ready', member: { ...member, liked: true, match: result.match } });
      getBus().publish('likes.reload-requested', {});
      if (result.match) getBus().publish('match.made', { profile: result.profile });
      else toast('members.profile.likeSent', 'success', { name: member.name });
    });
  // Blocking deletes the chats and likes between the two, so it is asked first (ConfirmDialog below).
  const block = () =>
    run('block', async () => {
      await blockMember(member.id);
      getBus().publish('chats.reload-requested', {});
      getBus().publish('likes.reload-requested', {});
      toast('members.profile.blockDone', 'info', { name: member.name });
      await load();
    });
  const unblock = () =>
    run('block', async () => {
      await unblockMember(member.id);
      toast('members.profile.unblocked', 'info', { name: member.name });
      await load();
    });
  const unlock = () =>
    run('unlock', async () => {
      const result = await unlockPhotos(member.id);
      if (user) getBus().publish('credits.changed', { credits: result.credits, paidUser: user.paid_user });
      await load();
    });
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) await navigator.share({ title: member.name, url }).catch(() => undefined);
    else {
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      toast('members.profile.linkCopied', 'info');
    }
  };
  // The window title is plain text, where <bdi> cannot go: the isolate characters do its job there.
  const nameAge = intl.formatMessage(
    { id: 'members.card.nameAge' },
    { name: isolate(member.name), age: member.age },
  );

  return (
    <PageFrame
      route={route.name}
      title={intl.formatMessage({ id: 'members.profile.title' })}
      windowTitle={nameAge}
      subtitle={
        <span css={(theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space[2] })}>
          {/* Isolated: a right-to-left name must not reorder the age and badge beside it. */}
          <span>
            {intl.formatMessage(
              { id: 'members.card.nameAge' },
              { name: <bdi>{member.name}</bdi>, age: member.age },
            )}
          </span>
          {member.fictional && <FictionalBadge />}
        </span>
      }
      intro={memberPlace(member, intl.locale)}
    >
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[5],
          [`@media (min-width: ${theme.breakpoints.md}px)`]: {
            gridTemplateColumns: 'minmax(280px, 420px) 1fr',
          },
        })}
      >
        <PhotoGallery
          member={member}
          loggedIn={loggedIn}
          unlocking={busy === 'unlock'}
          onUnlock={() => void unlock()}
        />
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], alignContent: 'start' })}>
          <OnlineStatus online={member.online} />
          {member.fictional && fictionalWarning && <Alert variant="info">{fictionalWarning}</Alert>}
          {member.match && (
            <Alert variant="success" role="status">
              {intl.formatMessage({ id: 'members.profile.matchNote' }, { name: <bdi>{member.name}</bdi> })}
            </Alert>
          )}
          {member.blocked && (
            <Alert variant="warning" role="status">
              {intl.formatMessage({ id: 'members.profile.youBlocked' }, { name: <bdi>{member.name}</bdi> })}
            </Alert>
          )}
          {!isSelf && (
            <div
              role="group"
              aria-label={intl.formatMessage({ id: 'members.profile.actions' })}
              css={(theme: Theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space[2],
                // On a phone the photos fill the first screen: the actions stay in thumb reach in a bar at the
                // bottom, above the shell's bottom navigation (the page keeps room for it at its end).
                [mediaDown('md')]: {
                  position: 'fixed',
                  insetInline: theme.space[2],
                  bottom: theme.space[2],
                  zIndex: 2,
                  flexWrap: 'nowrap',
                  justifyContent: 'center',
                  padding: theme.space[2],
                  background: theme.colors.surface,
                  borderRadius: theme.radii.lg,
                  boxShadow: theme.shadows.md,
                  'body[data-bottom-nav] &': { bottom: theme.layout.bottomBarHeight + theme.space[2] },
                  '& > *': { flex: '1 1 0', minWidth: 0 },
                },
              })}
            >
              {loggedIn ? (
                <>
                  <Button
                    onClick={() => void like()}
                    loading={busy === 'like'}
                    disabled={member.liked || member.blocked}
                    aria-pressed={member.liked}
                  >
                    {intl.formatMessage({
                      id: member.liked ? 'members.profile.liked' : 'members.profile.like',
                    })}
                  </Button>
                  {!member.blocked && (
                    <>
                      <Button
                        asLink
                        href={pathFor('members-id-chat', { id: String(member.id) })}
                        variant="secondary"
                      >
                        {intl.formatMessage({ id: 'members.profile.chat' })}
                      </Button>
                      <Button
                        asLink
                        href={pathFor('members-id-chat', { id: String(member.id) }, { gift: 1 })}
                        variant="secondary"
                      >
                        {intl.formatMessage({ id: 'members.profile.gift' })}
                      </Button>
                    </>
                  )}
                </>
              ) : (
                <Button
                  onClick={() => getBus().publish('signup.open', { profileId: member.id, source: 'profile' })}
                >
                  {intl.formatMessage(
                    { id: 'members.profile.signupToLike' },
                    { name: <bdi>{member.name}</bdi> },
                  )}
                </Button>
              )}
            </div>
          )}
          {!isSelf && member.main_image?.status === 'active' && (
            <div>
              <Button variant="ghost" onClick={() => void share()}>
                {intl.formatMessage({ id: 'members.profile.share' })}
              </Button>
            </div>
          )}
          <ProfileFields fields={member.fields} settings={settings} />
          {loggedIn && !isSelf && (
            <div
              css={(theme: Theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space[2],
                borderTop: `1px solid ${theme.colors.border}`,
                paddingTop: theme.space[3],
              })}
            >
              <Button
                variant={member.blocked ? 'secondary' : 'ghost'}
                size="sm"
                onClick={() => (member.blocked ? void unblock() : openDialog(setConfirmingBlock))}
                onPointerEnter={preloadDialogs}
                onFocus={preloadDialogs}
                loading={busy === 'block'}
              >
                {intl.formatMessage({
                  id: member.blocked ? 'members.profile.unblock' : 'members.profile.block',
                })}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => openDialog(setReporting)}
                onPointerEnter={preloadDialogs}
                onFocus={preloadDialogs}
              >
                {intl.formatMessage({ id: 'members.profile.report' })}
              </Button>
            </div>
          )}
          {/* Room at the end of the page for the phone's action bar, so it never hides the last lines. */}
          {!isSelf && <div aria-hidden="true" css={{ height: 64, [mediaUp('md')]: { display: 'none' } }} />}
        </div>
      </div>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <ProfileDialogs
            name={member.name}
            confirmingBlock={confirmingBlock}
            reporting={reporting}
            onBlock={() => {
              setConfirmingBlock(false);
              void block();
            }}
            onCancelBlock={() => setConfirmingBlock(false)}
            onCloseReport={() => setReporting(false)}
            onReport={async (reason, comment) => {
              try {
                await reportMember(member.id, reason, comment);
                setReporting(false);
                toast('members.profile.reportThanks', 'success');
              } catch (error) {
                toastText(errorMessage(error), 'danger');
              }
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
