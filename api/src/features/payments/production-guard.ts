// @feature-public: other features import this module (docs/conventions.md, Layout).
// Development stand-ins must not run in production by accident: the sandbox provider's "paid" button gives
// credits for nothing, and the development mailbox and SMS outbox show reset links and SMS codes to whoever
// holds the staff token. NODE_ENV=production refuses to start with any of them unless ALLOW_SANDBOX_PAYMENTS=1
// (a staging site that is meant to take fake payments).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sites } from '../../db/schema/index';

export async function refuseDevelopmentStandIns(
  app: FastifyInstance,
  options: { production: boolean; smsOutbox: boolean },
): Promise<void> {
  if (!options.production || app.config.allowSandboxPayments) return;
  const problems: string[] = [];
  const sandboxSites = await app.db
    .select({ domain: sites.domain })
    .from(sites)
    .where(eq(sites.paymentProvider, 'sandbox'));
  if (sandboxSites.length > 0) {
    problems.push(
      `the sandbox payment provider (sites ${sandboxSites.map((s) => s.domain).join(', ')}): give them a real provider`,
    );
  }
  if (!app.config.smtpUrl) problems.push('the development mailbox: set SMTP_URL');
  if (options.smsOutbox) problems.push('the development SMS outbox: set SMS_API_KEY');
  if (problems.length > 0) {
    throw new Error(
      `NODE_ENV=production refuses to start with ${problems.join('; ')}. A staging server meant to take fake payments sets ALLOW_SANDBOX_PAYMENTS=1.`,
    );
  }
}
