/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor } from '@testing-library/react';
import type { InboxConversation, InboxPage as InboxAnswer } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import {
  claimConversation,
  getInbox,
  getInboxConversation,
  getInboxFigures,
  sendAnswer,
  sendTyping,
} from './inbox-calls';
import { InboxPage } from './inbox-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./inbox-calls', () => ({
  ...jest.requireActual('./inbox-calls'),
  getInbox: jest.fn(),
  getInboxConversation: jest.fn(),
  getInboxFigures: jest.fn(),
  claimConversation: jest.fn(),
  sendTyping: jest.fn(),
  sendAnswer: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));

const operator = testStaffMember({
  email: 'op@example.test',
  name: 'Olga',
  role: 'operator',
  permissions: ['dashboard.read', 'inbox.answer', 'inbox.figures'],
});

const queue = (claimedBy: InboxAnswer['items'][number]['claimedBy'] = null): InboxAnswer => ({
  items: [
    {
      conversationId: 5,
      siteId: 1,
      language: 'de',
      waitingSince: new Date(Date.now() - 65_000).toISOString(),
      lastMessageAt: new Date().toISOString(),
      member: { id: 11, name: 'Tom' },
      profile: { id: 12, name: 'Anna' },
      claimedBy,
    },
  ],
  waiting: 1,
  oldestWaitSeconds: 65,
  serverTime: new Date().toISOString(),
});

const card = (id: number, name: string, fictional: boolean) => ({
  id,
  name,
  age: 34,
  city: 'Köln',
  gender: 'female',
  interests: ['dogs'],
  about: null,
  language: 'de' as const,
  fictional,
  photos: [],
});

const conversation: InboxConversation = {
  conversationId: 5,
  siteId: 1,
  siteName: 'Herz',
  member: card(11, 'Tom', false),
  profile: card(12, 'Anna', true),
  messages: [
    {
      id: 1,
      fromMember: true,
      body: 'Hallo Anna',
      sentAt: new Date().toISOString(),
      gift: null,
      photo: null,
      staffName: null,
    },
  ],
  facts: [{ id: 1, about: 'member', text: 'Has a dog called Rex', createdAt: '', staffName: null }],
  lastGifts: [{ name: 'Rose', sentAt: '2026-11-26T10:00:00Z' }],
  unlockedPhotos: [],
  waitingSince: new Date().toISOString(),
  claimedBy: null,
  minAnswerLength: 10,
  maxAnswerLength: 1000,
};

beforeEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
  jest.mocked(getStaffMe).mockResolvedValue(operator);
  jest.mocked(getInbox).mockResolvedValue(queue());
  jest.mocked(getInboxConversation).mockResolvedValue(conversation);
  jest
    .mocked(claimConversation)
    .mockResolvedValue({ conversationId: 5, claimedUntil: '2099-01-01T00:00:00Z' });
  jest.mocked(sendTyping).mockResolvedValue({ conversationId: 5, claimedUntil: '2099-01-01T00:00:00Z' });
  jest.mocked(sendAnswer).mockResolvedValue({ messageId: 9, sentAt: '' });
  jest.mocked(getInboxFigures).mockResolvedValue({
    sites: [
      {
        siteId: 1,
        name: 'Herz',
        answersLastHour: 4,
        answers24h: 31,
        medianFirstAnswerSeconds: 180,
        p90FirstAnswerSeconds: 7_200,
        waiting: 1,
        oldestWaitSeconds: 65,
      },
    ],
    operators: [
      {
        staffId: 7,
        name: 'Olga',
        answersLastHour: 4,
        answers24h: 31,
        medianFirstAnswerSeconds: 180,
        p90FirstAnswerSeconds: 7_200,
      },
    ],
  });
});
afterAll(() => window.history.replaceState(null, '', '/'));

const renderInbox = () => {
  window.history.replaceState(null, '', '/staff/inbox');
  return renderWithQuery(<InboxPage route={{ name: 'staff-inbox', params: {} }} />);
};

describe('InboxPage', () => {
  it('lists waiting conversations with the wait counting up every second', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      renderInbox();
      expect(await screen.findByText('1 conversation waiting')).toBeInTheDocument();
      expect(screen.getByText('Waiting for 1:05')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2_000));
      expect(screen.getByText('Waiting for 1:07')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the response-time figures per site and operator to a role that may see them', async () => {
    renderInbox();
    const site = await screen.findByRole('row', { name: /^Herz/ });
    expect(site).toHaveTextContent('Herz11 minute4313 minutes2 hours');
    expect(screen.getByRole('row', { name: /^Olga/ })).toHaveTextContent('Olga4313 minutes2 hours');
  });

  it('cannot claim what another operator holds', async () => {
    jest.mocked(getInbox).mockResolvedValue(queue({ id: 99, name: 'Nina', until: '2099-01-01T00:00:00Z' }));
    renderInbox();
    expect(await screen.findByText('Nina is answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Answer Tom' })).toBeDisabled();
  });

  it('claims, shows both sides with facts and gifts, types, keeps the draft and answers as the profile', async () => {
    const { user, unmount } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Answer Tom' }));
    expect(claimConversation).toHaveBeenCalledWith(5);
    expect(await screen.findByText('Has a dog called Rex')).toBeInTheDocument();
    // The panel takes the focus (on a phone it opens below the whole list).
    expect(screen.getByRole('heading', { level: 2, name: /Anna/ })).toHaveFocus();
    expect(screen.getByText('Rose')).toBeInTheDocument();
    expect(screen.getAllByText('Language: DE')).toHaveLength(2);
    const field = screen.getByLabelText(/^Answer as Anna/);
    await user.type(field, 'Hallo Tom');
    expect(sendTyping).toHaveBeenCalledWith(5);
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeDisabled();

    // A reload keeps what was written.
    unmount();
    const again = renderInbox();
    await again.user.click(await screen.findByRole('button', { name: 'Answer Tom' }));
    const restored = await screen.findByLabelText(/^Answer as Anna/);
    expect(restored).toHaveValue('Hallo Tom');
    await again.user.type(restored, ', wie geht es dir?');
    await again.user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(sendAnswer).toHaveBeenCalledWith(5, 'Hallo Tom, wie geht es dir?', expect.any(String)),
    );
    await waitFor(() => expect(window.localStorage.length).toBe(0));
  });
});
