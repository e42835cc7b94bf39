import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  companyInfo,
  conversationParticipants,
  conversations,
  discountCodes,
  messages,
  photos,
  profiles,
  sites,
  users,
} from '../db/schema/index';
import { hashPassword } from '../features/auth/password';
import type { Gender, Sexuality } from '@dating/shared/contract';

let passwordHash: Promise<string> | null = null;
export const FIXTURE_PASSWORD = 'correct horse battery';

/** Two sites like the demo ones, with short test domains. */
export async function createSites(db: Db) {
  const [company] = await db
    .insert(companyInfo)
    .values({
      name: 'Test Media B.V.',
      address: 'Keizersgracht 1',
      kvk: '12345678',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: ['Flirt'],
      vatNumbers: ['NL123456789B01'],
      supportPhone: '+31 20-123 4567',
      deleteDiscount: 50,
    })
    .returning();
  const common = {
    companyId: company!.id,
    supportPhone: '+31 20-123 4567',
    fictionalWarning: 'Some profiles are fictional.',
    fictionalSingular: 'fictional profile',
    fictionalPlural: 'fictional profiles',
    visibleProfileFields: ['age', 'city', 'interests'] as const,
    searchFields: ['gender', 'country', 'min_age', 'max_age'] as const,
    messageCredits: 5,
    signupCredits: 10,
    photoCredits: 3,
    giftCredits: 20,
    messageLength: 1000,
    refundDays: 14,
  };
  const [flirt, herz] = await db
    .insert(sites)
    .values([
      {
        ...common,
        domain: 'flirt.test',
        name: 'Flirt',
        niche: 1,
        domainLanguage: 'en_GB',
        countries: ['GB', 'IE', 'NL'],
        currency: 'EUR',
        supportEmail: 'help@flirt.test',
        mailName: 'Flirt',
        indexTitle: 'Flirt',
        description: 'Flirt near you',
        minimumMessageCosts: { GB: { costs: 0.49, currency: 'GBP' }, NL: { costs: 0.45, currency: 'EUR' } },
        visibleProfileFields: [...common.visibleProfileFields],
        searchFields: [...common.searchFields],
      },
      {
        ...common,
        domain: 'herz.test',
        name: 'Herz',
        niche: 3,
        domainLanguage: 'de_DE',
        countries: ['DE', 'AT', 'CH'],
        currency: 'EUR',
        supportEmail: 'hilfe@herz.test',
        mailName: 'Herz',
        indexTitle: 'Herz',
        description: 'Herzlich',
        minimumMessageCosts: { DE: { costs: 0.45, currency: 'EUR' } },
        visibleProfileFields: [...common.visibleProfileFields],
        searchFields: [...common.searchFields],
      },
    ])
    .returning();
  await db.insert(discountCodes).values([
    { siteId: flirt!.id, code: 'WELCOME', valuePercentage: 25, validity: 'once-per-user' },
    {
      siteId: flirt!.id,
      code: 'SPRING10',
      valuePercentage: 10,
      validity: 'once-per-user',
      minimumOrderValueCents: 1000,
    },
  ]);
  return { flirt: flirt!, herz: herz! };
}

export interface MemberOptions {
  siteId: number;
  email: string;
  name?: string;
  gender?: Gender;
  sexuality?: Sexuality;
  credits?: number;
  paidUser?: boolean;
  signupDate?: Date;
  isFictional?: boolean;
  withPhoto?: boolean;
}

let photoCounter = 0;

export async function createMember(db: Db, options: MemberOptions): Promise<number> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      siteId: options.siteId,
      email: options.email,
      passwordHash: await passwordHash,
      status: 'confirmed',
      credits: options.credits ?? 0,
      paidUser: options.paidUser ?? false,
      language: 'en',
      isFictional: options.isFictional ?? false,
      signupDate: options.signupDate ?? sql`now()`,
    })
    .returning({ id: users.id });
  await db.insert(profiles).values({
    userId: user!.id,
    siteId: options.siteId,
    name: options.name ?? options.email.split('@')[0]!,
    status: 'active',
    gender: options.gender ?? 'male',
    sexuality: options.sexuality ?? 'hetero',
    birthDate: '1990-05-17',
    country: 'GB',
    region: 'Kent',
    city: 'Canterbury',
    interests: ['travel', 'music'],
  });
  if (options.withPhoto) {
    photoCounter += 1;
    await db.insert(photos).values({
      userId: user!.id,
      filename: `fixture-${user!.id}-${photoCounter}.jpg`,
      thumbFilename: `fixture-${user!.id}-${photoCounter}-thumb.jpg`,
      status: 'active',
      isMain: true,
    });
  }
  return user!.id;
}

/** A conversation between two members with `count` messages from `a` to `b` (all unread by b). */
export async function createConversation(db: Db, a: number, b: number, count = 1): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [conversation] = await db
    .insert(conversations)
    .values({ userLowId: low, userHighId: high, lastMessageAt: sql`now()` })
    .returning({ id: conversations.id });
  const id = conversation!.id;
  if (count > 0) {
    await db.insert(messages).values(
      Array.from({ length: count }, (_, i) => ({
        conversationId: id,
        senderId: a,
        body: `Hello ${i + 1}`,
      })),
    );
  }
  await db.insert(conversationParticipants).values([
    { conversationId: id, userId: a, otherUserId: b, unreadCount: 0, lastMessageAt: sql`now()` },
    { conversationId: id, userId: b, otherUserId: a, unreadCount: count, lastMessageAt: sql`now()` },
  ]);
  return id;
}
