import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** false when SMTP_URL is not set: nothing can be sent */
  enabled: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Outgoing mail through the SMTP server of SMTP_URL, or a mailer that sends nothing when it is unset. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  if (!config.SMTP_URL) {
    return { enabled: false, send: async () => {}, close: () => {} };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    enabled: true,
    async send(mail) {
      // quoted-printable keeps the link readable in the raw message (tests and plain mail readers)
      await transport.sendMail({ from: config.MAIL_FROM, textEncoding: 'quoted-printable', ...mail });
    },
    close: () => transport.close(),
  };
}
