// What an operator may see: conversations between a real member and a fictional profile, of the sites and
// languages assigned to them. Every conversation id an operator sends goes through `openConversation` first;
// anything else (no such id, two real members, another site or language) is one and the same 403.
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { conversations, operatorLanguages, users } from '../../db/schema/index';
import type { StaffIdentity } from '../staff/core/staff-session';

export interface OperatorScope {
  staff: StaffIdentity;
  /** null: every site. */
  sites: number[] | null;
  /** null: every language. */
  languages: Locale[] | null;
}

export interface OpenedConversation {
  conversationId: number;
  siteId: number;
  memberId: number;
  profileId: number;
  language: Locale;
}

export const conversationForbidden = () =>
  new AppError(403, 'inbox_conversation_forbidden', 'This is not a conversation you may answer.');

export async function operatorScope(db: DbOrTx, staff: StaffIdentity): Promise<OperatorScope> {
  const [row] = await db
    .select({ languages: operatorLanguages.languages })
    .from(operatorLanguages)
    .where(eq(operatorLanguages.staffId, staff.id));
  return { staff, sites: staff.sites, languages: row?.languages ?? null };
}

/** WHERE conditions keeping the rows of the scope's sites and languages. */
export function inScope(scope: OperatorScope, site: AnyColumn, language: AnyColumn): SQL[] {
  const conditions: SQL[] = [];
  if (scope.sites !== null) conditions.push(inArray(site, scope.sites.length ? scope.sites : [-1]));
  if (scope.languages !== null)
    conditions.push(inArray(language, scope.languages.length ? scope.languages : ['-']));
  return conditions;
}

const member = alias(users, 'inbox_member');
const fictional = alias(users, 'inbox_fictional');

export async function openConversation(
  db: DbOrTx,
  scope: OperatorScope,
  conversationId: number,
): Promise<OpenedConversation> {
  const [row] = await db
    .select({
      conversationId: conversations.id,
      siteId: fictional.siteId,
      memberId: member.id,
      profileId: fictional.id,
      language: member.language,
    })
    .from(conversations)
    .innerJoin(
      fictional,
      and(
        eq(fictional.isFictional, true),
        sql`${fictional.id} in (${conversations.userLowId}, ${conversations.userHighId})`,
      ),
    )
    .innerJoin(
      member,
      and(
        eq(member.isFictional, false),
        sql`${member.id} in (${conversations.userLowId}, ${conversations.userHighId})`,
      ),
    )
    .where(and(eq(conversations.id, conversationId), ...inScope(scope, fictional.siteId, member.language)))
    .limit(1);
  if (!row) throw conversationForbidden();
  return row;
}
