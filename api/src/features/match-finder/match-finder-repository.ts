import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ageOn, type MatchReason, type RankedMatch } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { likes, photos, profiles, users } from '../../db/schema/index';
import { soughtGenders } from '../likes/likes-repository';
import { memberCardColumns, toMemberCard } from '../members-search/member-card';
import { listableMembers } from '../members-search/visible-members';
import { mainPhotoJoin } from '../profiles/profile-view';

// Weights of each fitting trait; the best possible sum maps to 100.
const WEIGHT = { interest: 3, maxInterests: 5, city: 3, region: 4, country: 2, goal: 3, age: 5, photo: 1 };
const MAX_SCORE =
  WEIGHT.interest * WEIGHT.maxInterests +
  WEIGHT.city +
  WEIGHT.region +
  WEIGHT.country +
  WEIGHT.goal +
  WEIGHT.age +
  WEIGHT.photo;

/**
 * Ranks the profiles that fit the member both ways (each is of a gender the other looks for) by shared
 * interests, place, goal and age, and says why each fits.
 */
export async function findMatches(
  db: DbOrTx,
  input: { userId: number; siteId: number; cdnPrefix: string; limit: number },
): Promise<RankedMatch[]> {
  const [me] = await db.select().from(profiles).where(eq(profiles.userId, input.userId));
  if (!me) return [];
  const myInterests = sql`${`{${me.interests.join(',')}}`}::text[]`;
  const shared = sql<number>`cardinality(array(select unnest(${profiles.interests}) intersect select unnest(${myInterests})))`;
  const yearsApart = sql`abs(${profiles.birthDate} - ${me.birthDate}::date) / 365.25`;
  const score = sql<number>`(
    least(${shared}, ${WEIGHT.maxInterests}) * ${WEIGHT.interest}
    + case when ${profiles.city} is not null and ${profiles.city} = ${me.city} then ${WEIGHT.city} else 0 end
    + case when ${profiles.region} is not null and ${profiles.region} = ${me.region} then ${WEIGHT.region} else 0 end
    + case when ${profiles.country} = ${me.country} then ${WEIGHT.country} else 0 end
    + case when ${profiles.signupReason} is not null and ${profiles.signupReason} = ${me.signupReason} then ${WEIGHT.goal} else 0 end
    + greatest(0, ${WEIGHT.age} - ${yearsApart})
    + case when ${photos.status} = 'active' then ${WEIGHT.photo} else 0 end
  )::float8`;
  // They look for my gender too.
  const seeksMe = sql`(${profiles.sexuality} = 'bi' or (${profiles.sexuality} in ('gay', 'lesbian') and ${profiles.gender} = ${me.gender}) or (${profiles.sexuality} = 'hetero' and ${profiles.gender} <> ${me.gender}))`;
  const rows = await db
    .select({
      ...memberCardColumns,
      interests: profiles.interests,
      signupReason: profiles.signupReason,
      score,
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.fromUserId} = ${input.userId} and ${likes.toUserId} = ${profiles.userId})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where(
      and(
        listableMembers(input.siteId, input.userId),
        inArray(profiles.gender, soughtGenders(me.gender, me.sexuality)),
        seeksMe,
      ),
    )
    // The id settles ties, so the same members come in the same order on every visit.
    .orderBy(desc(score), desc(profiles.createdAt), desc(profiles.userId))
    .limit(input.limit);

  const myAge = ageOn(me.birthDate);
  return rows.map((row) => {
    const reasons: MatchReason[] = [];
    const common = row.interests.filter((interest) => me.interests.includes(interest));
    if (common.length) reasons.push({ kind: 'interests', interests: common.slice(0, WEIGHT.maxInterests) });
    if (row.city && row.city === me.city) reasons.push({ kind: 'city' });
    else if (row.region && row.region === me.region) reasons.push({ kind: 'region' });
    else if (row.country === me.country) reasons.push({ kind: 'country' });
    if (row.signupReason && row.signupReason === me.signupReason)
      reasons.push({ kind: 'goal', goal: row.signupReason });
    if (Math.abs(ageOn(row.birthDate) - myAge) <= 3) reasons.push({ kind: 'age' });
    return {
      profile: toMemberCard(row, input.cdnPrefix),
      score: Math.min(99, Math.round((Number(row.score) / MAX_SCORE) * 100)),
      reasons,
      liked: row.liked,
    };
  });
}
