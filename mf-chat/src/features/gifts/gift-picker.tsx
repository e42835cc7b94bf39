// @feature-public: other features import this module (docs/conventions.md, Layout).
// The gift dialog: the catalogue as a group of radio buttons (arrow keys move, the picture and price on
// each), the balance, and one send button. The conversation composer and the likes lists mount it.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ErrorState,
  getBus,
  isApiError,
  pathFor,
  Spinner,
  useErrorMessage,
  type Gift,
  type SendGiftResponse,
} from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import { giftsQuery } from './api/get-gifts';
import { sendGift } from './api/send-gift';
import { giftNameMessage } from './gift-names';
import { useCredits } from './use-credits';

export interface GiftPickerProps {
  open: boolean;
  onClose: () => void;
  /** Who receives the gift. */
  recipient: { id: number; name: string };
  /** After the gift was stored (the conversation appends it; lists may show a note). */
  onSent?: (sent: SendGiftResponse) => void;
}

export function GiftPicker({ open, onClose, recipient, onSent }: GiftPickerProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const gifts = useQuery({ ...giftsQuery, enabled: open });
  const credits = useCredits();
  const [selected, setSelected] = useState<number | null>(null);
  // One id per gift the member decided to send: a retry after a failure sends the same id, so it is charged
  // once; choosing another gift starts a new one.
  const attempt = useRef<{ giftId: number; clientMessageId: string } | null>(null);
  const legendId = useId();
  const balanceId = useId();

  const send = useMutation({
    mutationFn: (gift: Gift) => {
      if (attempt.current?.giftId !== gift.id)
        attempt.current = { giftId: gift.id, clientMessageId: crypto.randomUUID() };
      return sendGift({
        profile_id: recipient.id,
        gift_id: gift.id,
        client_message_id: attempt.current.clientMessageId,
      });
    },
    onError: (error) => {
      // A refusal (4xx) stored and charged nothing, and a replay of its key would answer the same refusal:
      // the next try (after buying credits, say) is a new send. An unknown outcome keeps the id.
      if (isApiError(error) && error.status >= 400 && error.status < 500) attempt.current = null;
    },
    onSuccess: (sent) => {
      attempt.current = null;
      const bus = getBus();
      bus.publish('credits.changed', { credits: sent.credits, paidUser: credits?.paidUser ?? false });
      bus.publish('chats.reload-requested', {});
      bus.publish('toast.show', {
        variant: 'success',
        message: {
          text: intl.formatMessage(
            { id: 'chat.gifts.sent' },
            { gift: intl.formatMessage(giftNameMessage(sent.message.gift.key)), name: recipient.name },
          ),
        },
      });
      void queryClient.invalidateQueries({ queryKey: ['conversation'] });
      onSent?.(sent);
      close();
    },
  });

  const close = () => {
    send.reset();
    setSelected(null);
    onClose();
  };

  const list = gifts.data ?? [];
  const chosen = list.find((gift) => gift.id === selected) ?? null;
  const short = chosen !== null && credits !== null && chosen.credits > credits.credits;
  const refusedForCredits = isApiError(send.error) && send.error.errorId === 'insufficient_credits';

  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      fullScreenBelow="sm"
      title={intl.formatMessage({ id: 'chat.gifts.title' }, { name: recipient.name })}
      describedBy={balanceId}
      footer={
        <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], justifyContent: 'flex-end' })}>
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage({ id: 'chat.gifts.cancel' })}
          </Button>
          <Button
            disabled={chosen === null || short || send.isPending}
            loading={send.isPending}
            onClick={() => chosen && send.mutate(chosen)}
          >
            {chosen
              ? intl.formatMessage(
                  { id: 'chat.gifts.sendFor' },
                  { gift: intl.formatMessage(giftNameMessage(chosen.key)), credits: chosen.credits },
                )
              : intl.formatMessage({ id: 'chat.gifts.send' })}
          </Button>
        </div>
      }
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
        <p id={balanceId} css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          {credits
            ? intl.formatMessage({ id: 'chat.gifts.balance' }, { credits: credits.credits })
            : intl.formatMessage({ id: 'chat.gifts.intro' })}
        </p>
        {gifts.isPending && <Spinner />}
        {gifts.isError && <ErrorState error={gifts.error} onRetry={() => gifts.refetch()} headingLevel={3} />}
        {gifts.isSuccess && list.length === 0 && (
          <Alert variant="info">{intl.formatMessage({ id: 'chat.gifts.none' })}</Alert>
        )}
        {list.length > 0 && (
          <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend id={legendId} css={{ padding: 0, marginBottom: 8, fontWeight: 600 }}>
              {intl.formatMessage({ id: 'chat.gifts.choose' })}
            </legend>
            <div
              css={(theme: Theme) => ({
                display: 'grid',
                gap: theme.space[2],
                gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
                // The catalogue scrolls in its own box, so the price warning and the send button below it
                // stay in view on a phone.
                maxHeight: 'min(420px, 50dvh)',
                overflowY: 'auto',
                padding: 4,
              })}
            >
              {list.map((gift) => (
                <GiftOption
                  key={gift.id}
                  gift={gift}
                  checked={gift.id === selected}
                  affordable={credits === null || gift.credits <= credits.credits}
                  onSelect={() => {
                    send.reset();
                    setSelected(gift.id);
                  }}
                />
              ))}
            </div>
          </fieldset>
        )}
        {(short || refusedForCredits) && (
          <Alert
            variant="warning"
            action={
              <Button asLink size="sm" href={pathFor('credits')} onClick={close}>
                {intl.formatMessage({ id: 'chat.gifts.buyCredits' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'shared.errors.insufficient_credits' })}
          </Alert>
        )}
        {send.isError && !refusedForCredits && <Alert variant="danger">{errorMessage(send.error)}</Alert>}
      </div>
    </Modal>
  );
}

function GiftOption({
  gift,
  checked,
  affordable,
  onSelect,
}: {
  gift: Gift;
  checked: boolean;
  affordable: boolean;
  onSelect: () => void;
}) {
  const intl = useIntl();
  const name = intl.formatMessage(giftNameMessage(gift.key));
  return (
    <label
      css={(theme: Theme) => ({
        position: 'relative',
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space[1],
        padding: theme.space[2],
        borderRadius: theme.radii.md,
        border: `2px solid ${checked ? theme.colors.primary : theme.colors.border}`,
        background: checked ? theme.colors.surfaceMuted : theme.colors.surface,
        cursor: 'pointer',
        textAlign: 'center',
        // Too dear for the balance: a dashed frame and the price in the warning colour (dimming the whole
        // option would drop its text below readable contrast).
        borderStyle: affordable || checked ? 'solid' : 'dashed',
        '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
      })}
    >
      <input
        type="radio"
        name="gift"
        value={gift.id}
        checked={checked}
        onChange={onSelect}
        css={{ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' }}
      />
      <img src={gift.image} alt="" width={56} height={56} loading="lazy" />
      <span css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium })}>
        {name}
      </span>
      <span
        css={(theme: Theme) => ({
          fontSize: theme.fontSizes.xs,
          color: affordable ? theme.colors.textMuted : theme.colors.warningText,
        })}
      >
        {intl.formatMessage({ id: 'chat.gifts.price' }, { credits: gift.credits })}
      </span>
    </label>
  );
}
