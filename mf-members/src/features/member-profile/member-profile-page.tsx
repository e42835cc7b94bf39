import type { Theme } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  getBus,
  pathFor,
  searchTrafficSource,
  Spinner,
  useErrorMessage,
  useLocation,
  useSiteCopy,
  isolate,
  mediaDown,
  mediaUp,
  OnlineStatus,
  FictionalMark,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { LoggedOutPrompt, visitorsMayBrowse } from '../member-card/logged-out-prompt';
import { memberPlace } from '../member-card/member-place';
import { SignupButton } from '../member-card/signup-button';
import { PageFrame } from '../../app/page-frame';
import { useCurrentUser, useSettings } from '../../app/use-site';
import { PhotoGallery } from './photo-gallery';
import { ProfileFields } from './profile-fields';
import { profileView, useMember } from './use-member';
import { useMemberLive } from './use-member-live';
import { useProfileActions } from './use-profile-actions';

const loadProfileDialogs = () => import(/* webpackChunkName: "profile-dialogs" */ './profile-dialogs');
const ProfileDialogs = lazy(() =>
  loadProfileDialogs().then((module) => ({ default: module.ProfileDialogs })),
);

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

  const { searchParams } = useLocation();
  const trafficsource = searchTrafficSource(searchParams);
  const visitorBlocked =
    user === null && settings !== undefined && !visitorsMayBrowse(settings, trafficsource);
  const sessionKnown = user !== undefined && settings !== undefined;

  // Asked once the shell said who is here; a visitor the site does not let browse gets the prompt instead.
  // The answer is the store's per id: another profile shows the spinner until its own answer arrives.
  const query = useMember(id, sessionKnown && !visitorBlocked && validId);
  useMemberLive(id);
  const { like, block, unblock, unlock, report } = useProfileActions(id);
  const state = validId ? profileView(query) : { kind: 'missing' as const };

  const toast = (
    id: string,
    variant?: 'success' | 'info' | 'danger',
    values?: Record<string, string | number>,
  ) => toastText(intl.formatMessage({ id }, values), variant);
  const toastError = (error: unknown) => toastText(errorMessage(error), 'danger');

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
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
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

  const name = { name: member.name };
  const likeMember = () =>
    like.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.match) toast('members.profile.likeSent', 'success', name);
      },
      onError: toastError,
    });
  // Blocking deletes the chats and likes between the two, so it is asked first (ConfirmDialog below).
  const blockMember = () =>
    block.mutate(undefined, {
      onSuccess: () => toast('members.profile.blockDone', 'info', name),
      onError: toastError,
    });
  const unblockMember = () =>
    unblock.mutate(undefined, {
      onSuccess: () => toast('members.profile.unblocked', 'info', name),
      onError: toastError,
    });
  const unlockPhotos = () => unlock.mutate(undefined, { onError: toastError });
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
          {member.fictional && <FictionalMark />}
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
          unlocking={unlock.isPending}
          onUnlock={unlockPhotos}
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
                    onClick={likeMember}
                    loading={like.isPending}
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
                <SignupButton
                  source="profile"
                  profileId={member.id}
                  // On a phone the button fills the bar, as the member's own buttons do.
                  css={{ [mediaDown('md')]: { '& > button': { flex: '1 1 0', minWidth: 0 } } }}
                >
                  {/* One span: the name's <bdi> beside plain text would be flex items of their own, and a
                      long translation then wrapped in columns instead of lines. */}
                  <span>
                    {intl.formatMessage(
                      { id: 'members.profile.signupToLike' },
                      { name: <bdi>{member.name}</bdi> },
                    )}
                  </span>
                </SignupButton>
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
                onClick={() => (member.blocked ? unblockMember() : openDialog(setConfirmingBlock))}
                onPointerEnter={preloadDialogs}
                onFocus={preloadDialogs}
                loading={block.isPending || unblock.isPending}
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
              blockMember();
            }}
            onCancelBlock={() => setConfirmingBlock(false)}
            onCloseReport={() => setReporting(false)}
            onReport={async (reason, comment) => {
              try {
                await report.mutateAsync({ reason, comment });
                setReporting(false);
                toast('members.profile.reportThanks', 'success');
              } catch (error) {
                toastError(error);
              }
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
