// What the shell itself does with live events (the remotes follow `live.*` on their own): it keeps the state
// topics it owns fresh and opens its like / match modal, so a like shows up at once without a reload.
import { api, type Bus, type LikeModalProfile, navigate, pathFor } from '@dating/shared';

/** `GET /api/live-profile.php`: the modal's profile for the id a live like or match carries. */
async function loadLikerProfile(profileId: number): Promise<LikeModalProfile> {
  return api.get('/api/live-profile.php', { query: { id: profileId }, retry: true });
}

const quietly = (work: Promise<void>) =>
  work.catch((error: unknown) => console.warn('Handling a live event failed', error));

export function followLiveEvents(bus: Bus): () => void {
  const subscriptions = [
    // The existing topic: chat views append the message, the live state reloads the badge counts.
    bus.on('live.message.new').subscribe((payload) => bus.publish('message.received', payload)),
    bus.on('live.conversation.closed').subscribe(() => bus.publish('chats.reload-requested', {})),
    bus.on('live.like.received').subscribe(({ profileId }) => {
      bus.publish('likes.reload-requested', {});
      void quietly(loadLikerProfile(profileId).then((profile) => bus.publish('like.received', { profile })));
    }),
    bus.on('live.match.made').subscribe(({ profileId }) => {
      bus.publish('likes.reload-requested', {});
      void quietly(loadLikerProfile(profileId).then((profile) => bus.publish('match.made', { profile })));
    }),
    bus.on('live.credits.changed').subscribe(({ credits, paidUser }) => {
      const known = bus.getState('credits.changed');
      if (known?.credits !== credits || known.paidUser !== paidUser)
        bus.publish('credits.changed', { credits, paidUser });
      // The session's user carries them too (navigation, time bonus, premium features): a purchase on
      // another tab makes this one premium at once, not at the next poll.
      const user = bus.getState('session.changed')?.user;
      if (user && (user.credits !== credits || user.paid_user !== paidUser))
        bus.publish('session.changed', { user: { ...user, credits, paid_user: paidUser } });
    }),
    // Logged out elsewhere (or the password changed): this tab is logged out too, with no call to make.
    bus.on('live.session.ended').subscribe(() => {
      if (!bus.getState('session.changed')?.user) return;
      bus.publish('session.changed', { user: null });
      navigate(pathFor('index'));
    }),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
