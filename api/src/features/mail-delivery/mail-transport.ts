import nodemailer from 'nodemailer';
import type { ComposedMail } from './compose-mail';

/** Where composed mails go: an SMTP server, or nowhere but the development mailbox. */
export interface MailTransport {
  send(mail: ComposedMail): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** Without SMTP_URL the outbox itself is the mailbox (see the dev mailbox page): nothing leaves the machine. */
export const mailboxOnlyTransport: MailTransport = {
  async send() {},
  close() {},
};
