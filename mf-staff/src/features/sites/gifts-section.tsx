// A site's gift catalogue: each gift's price in credits and whether members are offered it.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared';
import { Checkbox, TextField } from '@dating/shared/forms';
import type { GiftKey, StaffGift } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { giftsKey, listGifts, updateGift } from './site-calls';
import { ServerList, SiteSection } from './site-section';

// Whole ids, so the i18n check sees each in use (the names are the members' own, from mf-chat).
const GIFT_NAMES: Record<GiftKey, string> = {
  rose: 'staff.gifts.name.rose',
  coffee: 'staff.gifts.name.coffee',
  sunflower: 'staff.gifts.name.sunflower',
  heart: 'staff.gifts.name.heart',
  chocolates: 'staff.gifts.name.chocolates',
  cocktail: 'staff.gifts.name.cocktail',
  cake: 'staff.gifts.name.cake',
  star: 'staff.gifts.name.star',
  champagne: 'staff.gifts.name.champagne',
  teddy: 'staff.gifts.name.teddy',
  ring: 'staff.gifts.name.ring',
};

export function GiftsSection({ domain }: { domain: string }) {
  const intl = useIntl();
  const gifts = useQuery({ queryKey: giftsKey(domain), queryFn: ({ signal }) => listGifts(domain, signal) });
  return (
    <SiteSection
      id="gifts"
      title={intl.formatMessage({ id: 'staff.gifts.title' })}
      intro={intl.formatMessage({ id: 'staff.gifts.intro' })}
    >
      <ServerList
        query={gifts}
        items={(answer) => answer.gifts}
        itemKey={(gift) => gift.id}
        loading={intl.formatMessage({ id: 'staff.gifts.loading' })}
        empty={intl.formatMessage({ id: 'staff.gifts.none' })}
        layout={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
      >
        {(gift) => <GiftRow domain={domain} gift={gift} />}
      </ServerList>
    </SiteSection>
  );
}

function GiftRow({ domain, gift }: { domain: string; gift: StaffGift }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const [credits, setCredits] = useState(String(gift.credits));
  const [active, setActive] = useState(gift.active);
  const save = useMutation({
    mutationFn: () =>
      updateGift(domain, gift.id, {
        credits: credits.trim() === '' ? Number.NaN : Number(credits),
        active,
      }),
    onSuccess: (updated) =>
      queryClient.setQueryData(
        giftsKey(domain),
        (current: { gifts: StaffGift[] } | undefined) =>
          current && { gifts: current.gifts.map((row) => (row.id === updated.id ? updated : row)) },
      ),
  });
  const nameId = GIFT_NAMES[gift.key as GiftKey] as string | undefined;
  const name = nameId ? intl.formatMessage({ id: nameId }) : gift.key;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={name}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
      })}
    >
      <span css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2] })}>
        <img src={`/api/gift-pictures/${gift.key}.svg`} alt="" width={32} height={32} />
        <strong>{name}</strong>
      </span>
      <TextField
        label={intl.formatMessage({ id: 'staff.gifts.credits' })}
        type="number"
        min={1}
        step={1}
        value={credits}
        error={save.isError ? staffError(save.error) : undefined}
        onChange={(event) => setCredits(event.target.value)}
      />
      <Checkbox
        label={intl.formatMessage({ id: 'staff.gifts.offered' })}
        checked={active}
        onChange={(event) => setActive(event.target.checked)}
      />
      <div>
        <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
          {intl.formatMessage({ id: 'staff.gifts.save' })}
        </Button>
      </div>
    </form>
  );
}
