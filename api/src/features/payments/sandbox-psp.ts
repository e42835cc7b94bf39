import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sandboxPspPayments, type SandboxPspStatus } from '../../db/schema/index';
import type { PaymentProvider, ProviderStatus } from './payment-provider';

/** The outcomes a tester can pick on the sandbox's hosted checkout page. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'canceled', 'open', 'expired'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export type SandboxPspRow = typeof sandboxPspPayments.$inferSelect;

/**
 * When the sandbox delivers webhooks after a status change: one delay (ms) per delivery, so two entries
 * mean a duplicate. Like a real PSP it is late, and now and then sends the same notification twice.
 */
export type WebhookPlan = (reference: string) => number[];

export const randomWebhookPlan: WebhookPlan = () => {
  const first = 400 + Math.floor(Math.random() * 1600);
  return Math.random() < 0.3 ? [first, first + 500 + Math.floor(Math.random() * 2500)] : [first];
};

/** Like a real PSP, a payment left open expires (and its webhook says so) after this long. */
export const SANDBOX_OPEN_EXPIRES_MS = 15 * 60 * 1000;

export interface SandboxPsp extends PaymentProvider {
  /** Replaceable, so tests decide exactly when (and how often) webhooks arrive. */
  webhookPlan: WebhookPlan;
  /** How long a payment left open stays payable; tests shorten it. */
  openExpiresAfterMs: number;
  find(reference: string): Promise<SandboxPspRow | null>;
  /** What the hosted page's buttons do: sets the status and schedules the webhooks. */
  choose(reference: string, outcome: SandboxOutcome): Promise<SandboxPspRow | null>;
  /** Tester's after-sale actions, as a PSP dashboard offers them. */
  chargeBack(reference: string): Promise<void>;
  /** Sends the webhook for a payment now (what the plan schedules). */
  deliverWebhook(reference: string): Promise<number>;
  /** Resolves when every webhook scheduled so far has been delivered. */
  idle(): Promise<void>;
  close(): void;
}

/** The built-in payment provider: a hosted checkout page on this server, its own books, and webhooks. */
export function createSandboxPsp(app: FastifyInstance): SandboxPsp {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();

  async function find(reference: string): Promise<SandboxPspRow | null> {
    const [row] = await app.db.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.id, reference));
    return row ?? null;
  }

  async function deliverWebhook(reference: string): Promise<number> {
    const row = await find(reference);
    if (!row) return 404;
    // Delivered through the server's own routing, with the site's Host, like a PSP posting from outside:
    // the webhook route sees only `id`, and must fetch the status itself.
    const response = await app.inject({
      method: 'POST',
      url: row.webhookPath,
      headers: { host: row.webhookHost, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: reference }).toString(),
    });
    if (response.statusCode >= 400) {
      app.log.warn({ reference, status: response.statusCode }, 'sandbox PSP webhook refused');
    }
    return response.statusCode;
  }

  function schedule(reference: string) {
    for (const delay of sandbox.webhookPlan(reference)) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const delivery = deliverWebhook(reference)
          .catch((error: unknown) => app.log.warn({ err: error, reference }, 'sandbox PSP webhook failed'))
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }, delay);
      timers.add(timer);
    }
  }

  async function setStatus(reference: string, status: SandboxPspStatus, from: SandboxPspStatus[]) {
    const [row] = await app.db
      .update(sandboxPspPayments)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(sandboxPspPayments.id, reference), inArray(sandboxPspPayments.status, from)))
      .returning();
    if (row) schedule(reference);
    return row ?? null;
  }

  const sandbox: SandboxPsp = {
    name: 'sandbox',
    webhookPlan: randomWebhookPlan,
    openExpiresAfterMs: SANDBOX_OPEN_EXPIRES_MS,

    async createPayment(request) {
      const reference = `sbx_${randomBytes(12).toString('base64url')}`;
      const webhook = new URL(request.webhookUrl);
      await app.db.insert(sandboxPspPayments).values({
        id: reference,
        amountCents: request.amountCents,
        currency: request.currency,
        method: request.method,
        issuer: request.issuer,
        description: request.description,
        returnUrl: request.returnUrl,
        webhookPath: `${webhook.pathname}${webhook.search}`,
        webhookHost: request.siteDomain,
      });
      // The hosted page lives on this server, beside the return page (the same origin as returnUrl).
      const checkout = new URL(`/sandbox-psp/checkout/${reference}`, request.returnUrl);
      // The hosted page speaks the member's language, as a real PSP's does when told the locale.
      checkout.searchParams.set('language', request.locale);
      const checkoutUrl = checkout.toString();
      return { reference, checkoutUrl };
    },

    async fetchStatus(reference): Promise<ProviderStatus> {
      const row = await find(reference);
      if (!row) throw new Error(`the sandbox PSP has no payment ${reference}`);
      return row.status;
    },

    async refund(reference) {
      await setStatus(reference, 'refunded', ['paid']);
    },

    async chargeBack(reference) {
      await setStatus(reference, 'charged_back', ['paid']);
    },

    find,

    async choose(reference, outcome) {
      // 'open' leaves the payment open (the member walked away); only an open payment can still change,
      // and it expires later, as it would at a real PSP.
      if (outcome === 'open') {
        const row = await find(reference);
        if (row) {
          schedule(reference);
          const timer = setTimeout(() => {
            timers.delete(timer);
            const expiry = setStatus(reference, 'expired', ['open'])
              .catch((error: unknown) => app.log.warn({ err: error, reference }, 'sandbox PSP expiry failed'))
              .finally(() => inFlight.delete(expiry));
            inFlight.add(expiry);
          }, sandbox.openExpiresAfterMs);
          timers.add(timer);
        }
        return row;
      }
      return setStatus(reference, outcome, ['open']);
    },

    deliverWebhook,

    async idle() {
      while (timers.size > 0 || inFlight.size > 0) {
        await Promise.all([...inFlight]);
        if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return sandbox;
}
