import { forgetOpenedChat, lastOpenedChat, rememberOpenedChat } from './last-opened-chat';

const chat = { conversationId: 4, profileId: 9, name: 'Anna', at: '2026-11-24T20:00:00.000Z' };

describe('last opened chat', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per member and forgotten when that chat goes', () => {
    rememberOpenedChat(1, chat);
    expect(lastOpenedChat(1)).toEqual(chat);
    expect(lastOpenedChat(2)).toBeNull();
    forgetOpenedChat(1, 5);
    expect(lastOpenedChat(1)).toEqual(chat);
    forgetOpenedChat(1, 4);
    expect(lastOpenedChat(1)).toBeNull();
  });

  it('ignores a stored value of the wrong shape', () => {
    localStorage.setItem('mf-chat:last-opened:1', '{"conversationId":"x"}');
    expect(lastOpenedChat(1)).toBeNull();
  });
});
