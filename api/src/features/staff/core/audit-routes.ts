// The audit log, newest first, searchable by actor, action, target and time. Read-only: there is no route
// that changes it, and the table refuses changes (migration 0021).
import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffAuditAnswerSchema,
  staffAuditQuerySchema,
  type StaffAuditAction,
  type StaffAuditTarget,
} from '@dating/shared/contract';
import { staffAccounts, staffAudit } from '../../../db/schema/index';
import { currentStaff } from './staff-guard';

const PAGE_SIZE = 50;

/**
 * What a staff member limited to some sites reads: their sites' rows; of the rows of no site (logins, account
 * changes, searches over every site) only their own and those on a staff account that lies within their sites,
 * the accounts they may see. Another admin's search over every site names members of sites they do not run.
 */
function limitedReaderSees(readerId: number, readerSites: number[]): SQL | undefined {
  return or(
    inArray(staffAudit.siteId, readerSites.length ? readerSites : [-1]),
    and(
      isNull(staffAudit.siteId),
      or(
        eq(staffAudit.staffId, readerId),
        and(
          eq(staffAudit.targetType, 'staff'),
          inArray(
            staffAudit.targetId,
            sql`(select id from staff_accounts where sites is not null
                  and sites <@ ${JSON.stringify(readerSites)}::jsonb)`,
          ),
        ),
      ),
    ),
  );
}

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['staff audit'],
        summary: 'The audit log of staff actions, newest first',
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditAnswerSchema },
      },
      config: { staff: 'audit.read' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { actor, action, target, from, to, cursor } = request.query;
      const [targetType, targetId] = target ? target.split(':') : [];
      const before = cursor && /^\d{1,15}$/.test(cursor) ? Number(cursor) : null;
      const rows = await app.db
        .select({
          entry: staffAudit,
          actorEmail: staffAccounts.email,
          actorName: staffAccounts.name,
        })
        .from(staffAudit)
        .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffId))
        .where(
          and(
            actor !== undefined ? eq(staffAudit.staffId, actor) : undefined,
            action ? eq(staffAudit.action, action) : undefined,
            targetType ? eq(staffAudit.targetType, targetType) : undefined,
            targetId ? eq(staffAudit.targetId, Number(targetId)) : undefined,
            from ? gte(staffAudit.at, new Date(from)) : undefined,
            to ? lte(staffAudit.at, new Date(to)) : undefined,
            before !== null ? lt(staffAudit.id, before) : undefined,
            staff.sites === null ? undefined : limitedReaderSees(staff.id, staff.sites),
          ),
        )
        .orderBy(desc(staffAudit.id))
        .limit(PAGE_SIZE + 1);
      const page = rows.slice(0, PAGE_SIZE);
      return {
        entries: page.map(({ entry, actorEmail, actorName }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          actor:
            entry.staffId !== null
              ? { id: entry.staffId, email: actorEmail ?? '', name: actorName ?? '' }
              : null,
          role: entry.role,
          action: entry.action as StaffAuditAction,
          targetType: entry.targetType as StaffAuditTarget | null,
          targetId: entry.targetId,
          siteId: entry.siteId,
          reason: entry.reason,
          before: entry.before,
          after: entry.after,
        })),
        nextCursor: rows.length > PAGE_SIZE ? String(page.at(-1)?.entry.id) : null,
      };
    },
  );
};

export default auditRoutes;
