import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error';
import type { Site } from '../../plugins/site';
import { createMollieProvider, type MollieOptions } from './mollie-provider';
import type { PaymentProvider } from './payment-provider';
import sandboxCheckoutRoutes from './sandbox-checkout-routes';
import { createSandboxPsp, type SandboxPsp } from './sandbox-psp';

export interface Payments {
  /** The built-in sandbox PSP: every site's provider unless the site says 'mollie'. */
  sandbox: SandboxPsp;
  /** The provider that takes a site's new payments (sites.payment_provider). */
  providerFor(site: Site): PaymentProvider;
  /** The provider a stored payment belongs to (payments.provider), or null for one not paid through a PSP. */
  byName(name: string): PaymentProvider | null;
  /** Points the Mollie adapter at an account (and, in tests, at a fake of its API). */
  useMollie(options: MollieOptions | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

function unavailable() {
  return new AppError(503, 'payment_provider_unavailable', 'Payments are not available right now.');
}

export default fp(
  async (app: FastifyInstance) => {
    const sandbox = createSandboxPsp(app);
    // MOLLIE_API_ENDPOINT (config.ts) exists for fakes and proxies.
    const account = app.config.mollie;
    let mollie: PaymentProvider | null = account
      ? createMollieProvider({ apiKey: account.apiKey, apiEndpoint: account.apiEndpoint ?? undefined })
      : null;
    const payments: Payments = {
      sandbox,
      providerFor(site) {
        if (site.paymentProvider === 'sandbox') return sandbox;
        // A site switched to Mollie without a key must not quietly take sandbox "payments".
        if (!mollie) throw unavailable();
        return mollie;
      },
      byName(name) {
        if (name === 'sandbox') return sandbox;
        if (name === 'mollie') return mollie;
        return null;
      },
      useMollie(options) {
        mollie = options ? createMollieProvider(options) : null;
      },
    };
    app.decorate('payments', payments);
    // Outside /api: the sandbox's hosted page (a provider's page, not our API) and the method logos.
    await app.register(sandboxCheckoutRoutes);
    app.addHook('onClose', async () => sandbox.close());
  },
  { name: 'payments', dependencies: ['database', 'credits', 'live'] },
);
