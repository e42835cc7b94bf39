// Step one of /directdebit: the form. The IBAN and the mobile number are checked here too (the browser's
// checks are a convenience), a pending mandate is stored with a hashed SMS code, and the code is sent.
import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import {
  SMS_CODE_VALID_SECONDS,
  SMS_RESEND_WAIT_SECONDS,
  type DirectDebitStartBody,
  type DirectDebitStartResponse,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { firstRow } from '../../db/first-row';
import { directDebitMandates } from '../../db/schema/index';
import { assertNotWithdrawn } from '../payments/site-payment-methods';
import { directDebitBlocked, directDebitLimitReached, invalidField } from './direct-debit-errors';
import { maskMobile } from './mandate-format';
import { directDebitLimitReached as limitReached, isDirectDebitBlocked } from './mandate-rules';
import { memberForDebit } from './member-for-debit';
import { priceDebit } from './sepa-debit';
import { sendCodeSms } from './send-code-sms';
import { hashSmsCode, newSmsCode } from './sms-code';
import type { SmsSender } from '../sms/sms-sender';

/** Mandates a member may start per day: each one sends an SMS, which costs money and could annoy a stranger. */
const MANDATES_PER_DAY = 5;

export function normaliseIban(raw: string): string {
  const iban = electronicFormatIBAN(raw) ?? '';
  if (!isValidIBAN(iban)) throw invalidField('iban', 'invalid_iban', 'The IBAN is not valid.');
  if (!isSEPACountry(iban.slice(0, 2)))
    throw invalidField('iban', 'iban_not_sepa', 'The IBAN is not in SEPA.');
  return iban;
}

export function normaliseMobile(raw: string, defaultCountry: string): string {
  const phone = parsePhoneNumberFromString(raw, defaultCountry.toUpperCase() as CountryCode);
  const type = phone?.getType();
  if (!phone?.isValid() || (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    throw invalidField('mobile', 'invalid_mobile', 'The mobile number is not valid.');
  }
  return phone.number;
}

export async function startMandate(
  app: FastifyInstance,
  request: FastifyRequest,
  sms: SmsSender,
  userId: number,
  body: DirectDebitStartBody,
): Promise<DirectDebitStartResponse> {
  const member = await memberForDebit(app.db, userId, request.site.id);
  const priced = await priceDebit(app.db, request.site, userId, body.bundle_id);
  await assertNotWithdrawn(app.db, request.site.id, priced.country, 'sepa_direct_debit');
  const iban = normaliseIban(body.iban);
  const mobile = normaliseMobile(body.mobile, member.country || request.site.countries[0] || 'NL');
  if (await isDirectDebitBlocked(app.db, userId, iban)) throw directDebitBlocked();
  if (await limitReached(app.db, userId, priced.amountCents)) throw directDebitLimitReached();

  const dayAgo = new Date(Date.now() - 86_400_000);
  const [started] = await app.db
    .select({ n: count() })
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.userId, userId), gte(directDebitMandates.createdAt, dayAgo)));
  if ((started?.n ?? 0) >= MANDATES_PER_DAY) {
    throw new AppError(
      429,
      'rate_limited',
      'Too many direct debit attempts today. Please try again tomorrow.',
    );
  }

  const code = newSmsCode();
  const now = Date.now();
  const expiresAt = new Date(now + SMS_CODE_VALID_SECONDS * 1000);
  const mandate = firstRow(
    await app.db
      .insert(directDebitMandates)
      .values({
        userId,
        bundleId: priced.bundle.id,
        accountHolder: body.account_holder,
        iban,
        street: body.street,
        houseNumber: body.house_number,
        postalCode: body.postal_code,
        city: body.city,
        mobile,
        status: 'pending_sms',
        smsCodeHash: hashSmsCode(code),
        smsSends: 1,
        smsSentAt: new Date(now),
        smsExpiresAt: expiresAt,
      })
      .returning({ id: directDebitMandates.id }),
    'direct_debit_mandates insert',
  );
  try {
    await sendCodeSms(app, request, sms, { userId, mobile, code, locale: member.language });
  } catch (error) {
    // No code reached the member: this mandate can never be confirmed.
    await app.db
      .update(directDebitMandates)
      .set({ status: 'failed', smsCodeHash: null })
      .where(eq(directDebitMandates.id, mandate.id));
    throw error;
  }
  return {
    mandate_id: mandate.id,
    mobile_masked: maskMobile(mobile),
    expires_at: expiresAt.toISOString(),
    resend_after: new Date(now + SMS_RESEND_WAIT_SECONDS * 1000).toISOString(),
  };
}
