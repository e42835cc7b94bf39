import { createBus } from './create-bus';
import { getBus, resetBusForTests } from './get-bus';

describe('createBus', () => {
  it('delivers events to current subscribers only', () => {
    const bus = createBus();
    const early: string[] = [];
    bus.on('navigate').subscribe(({ path }) => early.push(path));
    bus.publish('navigate', { path: '/chats' });
    const late: string[] = [];
    bus.on('navigate').subscribe(({ path }) => late.push(path));
    bus.publish('navigate', { path: '/likes' });
    expect(early).toEqual(['/chats', '/likes']);
    expect(late).toEqual(['/likes']);
  });

  it('replays the latest value of a state topic to late subscribers', () => {
    const bus = createBus();
    bus.publish('locale.changed', { locale: 'de' });
    bus.publish('locale.changed', { locale: 'nl' });
    const seen: string[] = [];
    bus.on('locale.changed').subscribe(({ locale }) => seen.push(locale));
    expect(seen).toEqual(['nl']);
    expect(bus.getState('locale.changed')).toEqual({ locale: 'nl' });
  });

  it('has no state before the first publish', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('session.changed').subscribe((payload) => seen.push(payload));
    expect(seen).toEqual([]);
    expect(bus.getState('session.changed')).toBeUndefined();
  });

  it('keeps topics apart and reports everything on onAny', () => {
    const bus = createBus();
    const unread: number[] = [];
    const all: string[] = [];
    bus.on('chat.unread-changed').subscribe(({ total }) => unread.push(total));
    bus.onAny().subscribe(({ type }) => all.push(type));
    bus.publish('credits.changed', { credits: 3, paidUser: true });
    bus.publish('chat.unread-changed', { total: 4 });
    expect(unread).toEqual([4]);
    expect(all).toEqual(['credits.changed', 'chat.unread-changed']);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const seen: number[] = [];
    const subscription = bus.on('chat.unread-changed').subscribe(({ total }) => seen.push(total));
    bus.publish('chat.unread-changed', { total: 1 });
    subscription.unsubscribe();
    bus.publish('chat.unread-changed', { total: 2 });
    expect(seen).toEqual([1]);
  });
});

describe('getBus', () => {
  it('returns one bus per page, kept on globalThis', () => {
    const bus = resetBusForTests();
    expect(getBus()).toBe(bus);
    expect(getBus()).toBe(getBus());
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('@dating/shared/bus')]).toBe(bus);
  });
});
