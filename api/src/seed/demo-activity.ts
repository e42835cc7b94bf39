import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { firstRow } from '../db/first-row';
import {
  conversationParticipants,
  conversations,
  gifts,
  likes,
  messages,
  payments,
  creditBundles,
  profiles,
  users,
  notificationPreferences,
} from '../db/schema/index';
import { createCredits } from '../features/credits/credits';
import { soughtGenders } from '../features/likes/likes-repository';
import type { Site } from '../plugins/site';
import type { DEMO_ACCOUNTS } from './demo-accounts';
import { generatePortraits } from './demo-photos';
import { demoProfile } from './demo-profiles';
import { demoTexts } from './demo-texts';
import type { Random } from './random';
import { insertMembers } from './insert-members';
import { NOTIFICATION_TYPES } from '@dating/shared/contract';

const minutesAgoDate = (minutes: number) => new Date(Date.now() - minutes * 60_000);

interface ActivityOptions {
  site: Site;
  accounts: readonly (typeof DEMO_ACCOUNTS)[number][];
  passwordHash: string;
  memberIds: number[];
  random: Random;
  today: Date;
  uploadsDir: string;
}

/**
 * A conversation with alternating messages, the partner writing last; `unread` of them not read yet. With a
 * gift, the partner sent it with their last line (paid for when it was sent, like a real one).
 */
export async function seedConversation(
  tx: Tx,
  me: number,
  partner: number,
  lines: string[],
  unread: number,
  minutesAgo: number,
  gift: { id: number; credits: number } | null = null,
) {
  const [low, high] = me < partner ? [me, partner] : [partner, me];
  const last = minutesAgoDate(minutesAgo);
  const conversation = await tx
    .insert(conversations)
    .values({ userLowId: low, userHighId: high, lastMessageAt: last })
    .returning({ id: conversations.id });
  const id = firstRow(conversation, 'conversation').id;
  const stored = await tx
    .insert(messages)
    .values([
      ...lines.map((body, index) => ({
        conversationId: id,
        // Counting back from the last line: the partner wrote the last one.
        senderId: (lines.length - 1 - index) % 2 === 0 ? partner : me,
        body,
        createdAt: minutesAgoDate(minutesAgo + (lines.length - 1 - index) * 7),
      })),
      ...(gift
        ? [
            {
              conversationId: id,
              senderId: partner,
              giftId: gift.id,
              creditsSpent: gift.credits,
              createdAt: last,
            },
          ]
        : []),
    ])
    .returning({ id: messages.id });
  const ids = stored.map((row) => row.id).sort((a, b) => a - b);
  const newest = ids.at(-1) ?? null;
  // The partner read everything (the demo member's messages show 'Read'); the demo member read all but the
  // unread ones at the end.
  const myReadUpTo = unread > 0 ? (ids.at(-1 - unread) ?? null) : newest;
  await tx.insert(conversationParticipants).values([
    {
      conversationId: id,
      userId: me,
      otherUserId: partner,
      unreadCount: unread,
      lastMessageAt: last,
      lastReadMessageId: myReadUpTo,
    },
    {
      conversationId: id,
      userId: partner,
      otherUserId: me,
      unreadCount: 0,
      lastMessageAt: last,
      lastReadMessageId: newest,
    },
  ]);
}

/** The demo logins of a site, with chats and likes in both directions; the premium one has paid once. */
export async function seedDemoActivity(tx: Tx, options: ActivityOptions): Promise<void> {
  const { site, random } = options;
  const texts = demoTexts(site.domainLanguage);
  const locale = site.domainLanguage.slice(0, 2) as 'en';
  for (const [index, account] of options.accounts.entries()) {
    const premium = account.email.startsWith('premium@');
    const profile = {
      ...demoProfile(random, site, { [site.countries[0] ?? 'GB']: 1 }, options.today),
      name: premium ? 'Alex' : 'Sam',
    };
    profile.gender = premium ? 'female' : 'male';
    profile.sexuality = 'hetero';
    profile.portrait = { ...profile.portrait, gender: profile.gender };
    const photos = await generatePortraits(
      options.uploadsDir,
      `demo-account-${site.id}-${index + 1}`,
      profile.portrait,
    );
    const userIds = await insertMembers(tx, site.id, [
      {
        email: account.email,
        passwordHash: options.passwordHash,
        profile,
        photos,
        // The free demo member signed up just now, so the time bonus (first 4 hours) shows.
        user: { language: locale, signupDate: premium ? minutesAgoDate(30 * 24 * 60) : new Date() },
      },
    ]);
    const me = firstRow(userIds, 'demo account');
    await tx.insert(notificationPreferences).values(NOTIFICATION_TYPES.map((type) => ({ userId: me, type })));

    const partners = await tx
      .select({ id: profiles.userId })
      .from(profiles)
      .where(
        and(
          eq(profiles.siteId, site.id),
          inArray(profiles.userId, options.memberIds),
          inArray(profiles.gender, soughtGenders(profile.gender, profile.sexuality)),
        ),
      )
      .limit(40);
    const ids = random.sample(
      partners.map((p) => p.id),
      Math.min(18, partners.length),
    );
    const chatPartners = ids.slice(0, 5);
    const [gift] = await tx
      .select({ id: gifts.id, credits: gifts.credits })
      .from(gifts)
      .where(eq(gifts.siteId, site.id))
      .orderBy(gifts.id)
      .limit(1);
    for (const [i, partner] of chatPartners.entries()) {
      const length = random.int(2, 5);
      const lines = Array.from({ length }, (_, n) =>
        n % 2 === (length - 1) % 2 ? random.pick(texts.firstMessages) : random.pick(texts.replies),
      );
      const withGift = i === 1 ? (gift ?? null) : null;
      await seedConversation(tx, me, partner, lines, i < 2 ? random.int(1, 2) : 0, 15 + i * 90, withGift);
    }
    const liked = ids.slice(5, 11);
    const likedBy = ids.slice(8, 16);
    const likeRows = [
      ...liked.map((to, i) => ({
        fromUserId: me,
        toUserId: to,
        isNew: i % 2 === 0,
        createdAt: minutesAgoDate((i + 1) * 60),
      })),
      ...likedBy.map((from, i) => ({
        fromUserId: from,
        toUserId: me,
        isNew: i < 3,
        createdAt: minutesAgoDate((i * 3 + 1) * 60),
      })),
    ];
    if (likeRows.length) await tx.insert(likes).values(likeRows);

    if (premium) {
      const bundle = firstRow(
        await tx
          .select()
          .from(creditBundles)
          .where(and(eq(creditBundles.siteId, site.id), eq(creditBundles.popular, true))),
        'popular bundle',
      );
      const paymentRows = await tx
        .insert(payments)
        .values({
          userId: me,
          bundleId: bundle.id,
          credits: bundle.credits,
          amountCents: bundle.amountCents,
          currency: bundle.currency,
          paymentMethod: 'ideal',
          status: 'completed',
          provider: 'sandbox',
          providerReference: `demo-${me}`,
          completedAt: sql`now() - interval '29 days'`,
        })
        .returning({ id: payments.id });
      await createCredits(tx as never).apply(
        {
          userId: me,
          delta: bundle.credits,
          reason: 'payment',
          reference: String(firstRow(paymentRows, 'payment').id),
        },
        tx,
      );
      await tx.update(users).set({ paidUser: true }).where(eq(users.id, me));
    }
  }
}
