/// <reference types="@testing-library/jest-dom" />
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { getBus } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { Composer, type ComposerProps } from './composer';

function renderComposer(props: Partial<ComposerProps> = {}) {
  const onSend = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderWithProviders(
    <QueryClientProvider client={client}>
      <Composer
        maxLength={20}
        conversationId={7}
        recipient={{ id: 3, name: 'Anna' }}
        onSend={onSend}
        onPhoto={null}
        onGiftSent={jest.fn()}
        showIcebreakers={false}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { ...rendered, onSend, box: screen.getByLabelText('Message to Anna') };
}

describe('Composer', () => {
  beforeEach(() => resetBusForTests());

  it('Enter sends the trimmed text and empties the box; Shift+Enter adds a line', async () => {
    const { user, onSend, box } = renderComposer();
    await user.type(box, '  Hi{Shift>}{Enter}{/Shift}there ');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('  Hi\nthere ');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hi\nthere');
    expect(box).toHaveValue('');
  });

  it("counts down to the site's message_length and refuses a longer text", async () => {
    const { user, onSend, box } = renderComposer();
    expect(screen.getByText('20 characters left')).toBeInTheDocument();
    await user.type(box, 'x'.repeat(22));
    expect(screen.getByText('2 characters too many')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('tells the other side about typing, at most once per few seconds', async () => {
    const frames: unknown[] = [];
    getBus()
      .on('live.send')
      .subscribe((payload) => frames.push(payload.frame));
    const { user, box } = renderComposer();
    await user.type(box, 'Hello');
    expect(frames).toEqual([{ type: 'typing', conversationId: 7 }]);
  });

  it('offers the photo button only when the member may send photos', () => {
    renderComposer();
    expect(screen.queryByRole('button', { name: 'Send a photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a gift' })).toBeInTheDocument();
  });
});
