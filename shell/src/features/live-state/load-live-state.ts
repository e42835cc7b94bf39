// One call each for the two things the shell keeps fresh (the user with its unread count, and the likes), each
// publishing what it learnt on the bus.
import { api, type Bus, isApiError, type User } from '@dating/shared';

/** `GET /api/user.php`: the user (session.changed, credits.changed) or, on 403, logged out. */
export async function loadUser(bus: Bus): Promise<void> {
  try {
    const user = await api.get('/api/user.php', { headers: { 'X-Request-Type': 'client' } });
    publishUser(bus, user);
  } catch (error) {
    if (isApiError(error) && error.status === 403) bus.publish('session.changed', { user: null });
    else throw error;
  }
}

export function publishUser(bus: Bus, user: User): void {
  // Every poll answers a fresh object; publishing only changes keeps remotes from re-rendering each minute.
  const previous = bus.getState('session.changed')?.user;
  if (!previous || JSON.stringify(previous) !== JSON.stringify(user))
    bus.publish('session.changed', { user });
  if (bus.getState('chat.unread-changed')?.total !== user.unread_messages)
    bus.publish('chat.unread-changed', { total: user.unread_messages });
  const credits = bus.getState('credits.changed');
  if (!credits || credits.credits !== user.credits || credits.paidUser !== user.paid_user) {
    bus.publish('credits.changed', { credits: user.credits, paidUser: user.paid_user });
  }
}

export async function loadLikes(bus: Bus): Promise<void> {
  const likes = await api.get('/api/likes.php');
  const newCount = likes.liked_by.filter((like) => like.like_new).length;
  bus.publish('likes.changed', { likes, newCount });
}
