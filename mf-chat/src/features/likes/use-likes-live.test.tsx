import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { getBus } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { likesQueryKey } from './api/get-likes-list';
import { useLikesLive } from './use-likes-live';

function Listener() {
  useLikesLive();
  return null;
}

describe('useLikesLive', () => {
  beforeEach(() => resetBusForTests());

  it('a like or a match on the live channel makes the likes lists fetch again', () => {
    const client = createQueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
    render(
      <QueryClientProvider client={client}>
        <Listener />
      </QueryClientProvider>,
    );
    act(() => getBus().publish('live.like.received', { profileId: 5 }));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: likesQueryKey });
    act(() => getBus().publish('live.match.made', { profileId: 5 }));
    act(() =>
      getBus().publish('message.received', { conversationId: 1, profileId: 5, messageId: 1, sentAt: '' }),
    );
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
