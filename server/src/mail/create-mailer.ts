import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log';
import type { Mailer, MailMessage } from './mailer';

export interface MailerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  log: Logger;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

let sequence = 0;

/** `<ISO time>-<sequence>-<random>.eml`: names sort in sending order, even within one millisecond. */
function outboxFileName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const time = now.toISOString().replace(/:/g, '-');
  return `${time}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
}

function smtpMailer(smtpUrl: string, mailFrom: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, messageId }: MailMessage) {
      await transport.sendMail({ from: mailFrom, to, subject, text, html, messageId });
      log.info('mail sent', { to, subject });
    },
  };
}

/** Development and tests: each message becomes a real MIME .eml file, and its links go to the log. */
function outboxMailer(outboxDir: string, mailFrom: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send({ to, subject, text, html, messageId }: MailMessage) {
      const info = await transport.sendMail({ from: mailFrom, to, subject, text, html, messageId });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName(new Date()));
      // Written aside and renamed so a reader polling the outbox never sees half a message.
      await writeFile(`${file}.part`, info.message);
      await rename(`${file}.part`, file);
      log.info('mail written', { to, subject, file });
      for (const link of text.match(LINK_PATTERN) ?? []) log.info('mail link', { to, link });
    },
  };
}

export function createMailer({ smtpUrl, mailFrom, outboxDir, log }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, mailFrom, log) : outboxMailer(outboxDir, mailFrom, log);
}
