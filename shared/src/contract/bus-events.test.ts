import { BUS_EVENT_TYPES, BUS_STATE_TOPICS, isBusEventType, isBusStateTopic } from './bus-events';

describe('bus event catalogue', () => {
  it('narrows names that come from outside', () => {
    expect(isBusEventType('session.changed')).toBe(true);
    expect(isBusEventType('like-modal.action')).toBe(true);
    expect(isBusEventType('session.changed ')).toBe(false);
    expect(isBusEventType('toString')).toBe(false);
    expect(isBusEventType(42)).toBe(false);
  });

  it('replays session, locale, settings, badges and credits to late subscribers', () => {
    for (const topic of BUS_STATE_TOPICS) expect(BUS_EVENT_TYPES).toContain(topic);
    for (const topic of [
      'session.changed',
      'locale.changed',
      'settings.loaded',
      'chat.unread-changed',
    ] as const) {
      expect(isBusStateTopic(topic)).toBe(true);
    }
    expect(isBusStateTopic('like.received')).toBe(false);
    expect(isBusStateTopic('toast.show')).toBe(false);
  });
});
