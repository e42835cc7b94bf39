/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { ChatListEntry, User } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { chatsQueryKey } from './api/get-chats';
import { removeChat } from './api/remove-chat';
import { ChatList } from './chat-list';

jest.mock('./api/remove-chat', () => ({ removeChat: jest.fn() }));
const mockedRemove = jest.mocked(removeChat);

const entry = (id: number, name: string, fictional = false): ChatListEntry => ({
  conversation: { id, last_message_at: '2026-11-25T10:00:00.000Z' },
  profile: { id: id + 100, name, main_image: null, fictional, online: null },
  num_unread_messages: 0,
  last_message: { kind: 'text', preview: 'Hi', mine: false, sent_at: '2026-11-25T10:00:00.000Z' },
});

function renderList(paidUser: boolean) {
  const bus = resetBusForTests();
  bus.publish('session.changed', { user: { id: 1, paid_user: paidUser } as User });
  const client = createQueryClient();
  client.setQueryData(chatsQueryKey, {
    pages: [[entry(1, 'Anna'), entry(2, 'Bea', true)]],
    pageParams: [undefined],
  });
  client.setQueryDefaults(chatsQueryKey, { staleTime: Infinity });
  const rendered = renderWithProviders(
    <QueryClientProvider client={client}>
      <ChatList activeId={null} />
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}

beforeEach(() => mockedRemove.mockReset());

describe('ChatList', () => {
  it('asks before removing a chat, and keeps it when the member says no', async () => {
    const { user } = renderList(true);
    await user.click(screen.getByRole('button', { name: 'Remove the chat with Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the chat with Anna?' });
    expect(dialog).toHaveTextContent('It comes back if Anna writes to you again.');
    // A premium member has no free conversations to count.
    expect(dialog).not.toHaveTextContent('free conversations');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(mockedRemove).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /Anna/ })).toBeInTheDocument();
  });

  it('tells a free member a removed chat still counts, and removes it on yes', async () => {
    mockedRemove.mockResolvedValue({ ok: true } as never);
    const { user } = renderList(false);
    await user.click(screen.getByRole('button', { name: 'Remove the chat with Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the chat with Anna?' });
    expect(dialog).toHaveTextContent('It still counts as one of your 2 free conversations.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mockedRemove).toHaveBeenCalledWith(1));
    expect(screen.queryByRole('link', { name: /Anna/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bea/ })).toBeInTheDocument();
  });

  it('marks a fictional profile in the list', () => {
    renderList(true);
    expect(screen.getByRole('link', { name: /Bea/ })).toHaveTextContent('Fictional profile');
    expect(screen.getByRole('link', { name: /Anna/ })).not.toHaveTextContent('Fictional profile');
  });
});
