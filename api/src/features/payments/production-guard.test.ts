import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index';
import { createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { refuseDevelopmentStandIns } from './production-guard';

test('production refuses the sandbox provider, the mailbox and the SMS outbox unless allowed', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  await assert.rejects(
    refuseDevelopmentStandIns(app, { production: true, smsOutbox: true }),
    /NODE_ENV=production refuses to start with the sandbox payment provider \(sites .*flirt\.test.*SMTP_URL.*SMS_API_KEY.*ALLOW_SANDBOX_PAYMENTS=1/,
  );
  // Outside production nothing is refused.
  await refuseDevelopmentStandIns(app, { production: false, smsOutbox: true });
  const { app: staging } = await buildTestApp(t, { allowSandboxPayments: true });
  await createSites(staging.db);
  await refuseDevelopmentStandIns(staging, { production: true, smsOutbox: true });
  // A real setup starts.
  const { app: real } = await buildTestApp(t, { smtpUrl: 'smtp://mail.example:25' });
  await createSites(real.db);
  await real.db.update(sites).set({ paymentProvider: 'mollie' }).where(eq(sites.paymentProvider, 'sandbox'));
  await refuseDevelopmentStandIns(real, { production: true, smsOutbox: false });
});
