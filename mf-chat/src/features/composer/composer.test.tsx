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

  describe('a photo', () => {
    beforeAll(() => {
      // jsdom has no object URLs; the preview only needs one to show.
      URL.createObjectURL = jest.fn(() => 'blob:preview');
      URL.revokeObjectURL = jest.fn();
    });

    const pick = async (props: Partial<ComposerProps>) => {
      const onPhoto = jest.fn();
      const rendered = renderComposer({ onPhoto, ...props });
      const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      await rendered.user.upload(input, file);
      return { ...rendered, onPhoto, file };
    };

    it('is shown first, with its price on the send button, and sent only then', async () => {
      const { user, onPhoto, file } = await pick({ photoCost: 5 });
      expect(onPhoto).not.toHaveBeenCalled();
      const preview = screen.getByRole('region', { name: 'Photo for Anna' });
      expect(preview.querySelector('img')).toHaveAttribute('src', 'blob:preview');
      const send = screen.getByRole('button', { name: 'Send photo · 5 credits' });
      await user.click(send);
      expect(onPhoto).toHaveBeenCalledWith(file);
      expect(screen.queryByRole('region', { name: 'Photo for Anna' })).not.toBeInTheDocument();
    });

    it('can be cancelled, and sends nothing', async () => {
      const { user, onPhoto } = await pick({ photoCost: 0 });
      expect(screen.getByRole('button', { name: 'Send photo' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('region', { name: 'Photo for Anna' })).not.toBeInTheDocument();
      expect(onPhoto).not.toHaveBeenCalled();
    });
  });
});
