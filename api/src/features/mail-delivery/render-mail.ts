// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Locale } from '@dating/shared/contract';
import { serverMessage } from '../i18n/server-messages';
import { MAIL_COMMON, MAIL_TEMPLATES, isMailTemplateName } from './mail-templates';

export interface MailData {
  /** The member's name, for the greeting. */
  name?: string;
  /** The button's target. */
  link?: string;
  /** The one-click unsubscribe URL (List-Unsubscribe). */
  unsubscribeUrl?: string;
  /** Further placeholders of a template's texts (an amount, a date), already formatted for the locale. */
  values?: Record<string, string>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Fills `{name}`-style placeholders; the mail texts use no plural or select forms. An empty value takes the
 * space before it along (a statement without a ground reads "Ban. Our moderator's…", not "Ban.  Our…").
 */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/( ?)\{(\w+)\}/g, (whole, space: string, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return value === '' ? '' : space + value;
  });
}

/** An e-mail in the member's language, as HTML and plain text; values are escaped into the HTML. */
export function renderMail(template: string, locale: Locale, data: MailData, siteName: string): RenderedMail {
  if (!isMailTemplateName(template)) throw new Error(`Unknown mail template ${template}`);
  const ids = MAIL_TEMPLATES[template];
  const values = { ...data.values, name: data.name ?? '', site: siteName };
  const t = (id: string) => fill(serverMessage(locale, id), values);
  const e = (id: string) => escapeHtml(t(id));
  const link = data.link ?? '';
  const text = [
    t(ids.heading),
    '',
    t(ids.body),
    '',
    `${t(ids.action)}: ${link}`,
    '',
    t(ids.footer),
    '',
    '--',
    t(MAIL_COMMON.sentBy),
    ...(data.unsubscribeUrl ? [`${t(MAIL_COMMON.unsubscribe)}: ${data.unsubscribeUrl}`] : []),
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(ids.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f2f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 8px;color:#b0127a;font-weight:bold">${escapeHtml(siteName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${e(ids.heading)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${e(ids.body)}</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#b0127a;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${e(ids.action)}</a></p>
<p style="font-size:13px;color:#555;margin:0 0 8px">${e(MAIL_COMMON.linkFallback)}<br><a href="${href}" style="color:#b0127a;word-break:break-all">${href}</a></p>
<p style="font-size:14px;color:#555;margin:16px 0 0">${e(ids.footer)}</p>
</td></tr></table>
<p style="font-size:12px;color:#666">${e(MAIL_COMMON.sentBy)}${
    data.unsubscribeUrl
      ? ` · <a href="${escapeHtml(data.unsubscribeUrl)}" style="color:#666">${e(MAIL_COMMON.unsubscribe)}</a>`
      : ''
  }</p>
</td></tr></table></body></html>`;
  return { subject: t(ids.subject), text, html };
}
