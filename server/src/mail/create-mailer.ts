import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import tls from 'node:tls';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Logger } from '../log';
import type { Mailer, MailMessage } from './mailer';

export interface MailerOptions {
  smtpUrl: string | null;
  /** SMTP_CA_FILE: a PEM bundle of private CAs trusted for the SMTP server, besides the public ones. */
  smtpCaFile?: string | null;
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

/** Connections a batch of mails shares at most. */
const BATCH_CONNECTIONS = 3;

type SocketCallback = (error: Error | null, socketOptions?: { connection: net.Socket }) => void;
/** What SMTP_URL and our defaults may set; `maxRequeues` is the pool's, missing from its typings. */
type SmtpOptions = SMTPConnection.Options & {
  pool?: boolean;
  maxConnections?: number;
  maxRequeues?: number;
  proxy?: string;
  getSocket?: (options: SmtpOptions, callback: SocketCallback) => void;
};

/**
 * The TCP connection, with Nagle's algorithm off. SMTP is a conversation of small writes, each
 * waiting for an answer; with Nagle on, the last piece of every message waited for the server's
 * delayed ACK (40 ms on Linux), which held one connection to about 20 mails/s, even against a
 * server on the same machine. nodemailer speaks SMTP (and TLS, for smtps://) over this socket as
 * over one it opened itself.
 */
function connectWithoutDelay(options: SmtpOptions, callback: SocketCallback): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = net.connect({ host: options.host || 'localhost', port, noDelay: true, timeout: options.connectionTimeout || 120_000 });
  const fail = (error: Error) => callback(error);
  socket.once('error', fail);
  socket.once('timeout', () => socket.destroy(new Error(`Connection to ${options.host}:${port} timed out`)));
  socket.once('connect', () => {
    socket.off('error', fail);
    socket.setTimeout(0);
    callback(null, { connection: socket });
  });
}

/**
 * The CAs in SMTP_CA_FILE, added to Node's public ones (an explicit `ca` replaces those). Read at
 * start, so a wrong path stops the server rather than every mail.
 */
function trustedCas(caFile: string): string[] {
  let pem: string;
  try {
    pem = readFileSync(caFile, 'utf8');
  } catch (error) {
    throw new Error(`SMTP_CA_FILE: cannot read ${caFile} (${(error as Error).message})`);
  }
  const certificates = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  if (!certificates) throw new Error(`SMTP_CA_FILE: ${caFile} holds no PEM certificate`);
  return [...tls.rootCertificates, ...certificates];
}

/** nodemailer's options for SMTP_URL: settings given in the URL win over `defaults` (TLS settings one by one). */
function smtpOptions(smtpUrl: string, defaults: SmtpOptions = {}): SmtpOptions {
  const fromUrl: SmtpOptions = parseConnectionUrl(smtpUrl);
  const options: SmtpOptions = { ...defaults, ...fromUrl, tls: { ...defaults.tls, ...fromUrl.tls } };
  // A proxy (?proxy=…) brings its own socket.
  return options.proxy ? options : { ...options, getSocket: connectWithoutDelay };
}

function smtpMailer(smtpUrl: string, smtpCaFile: string | null, mailFrom: string, log: Logger): Mailer {
  const secured: SmtpOptions = smtpCaFile ? { tls: { ca: trustedCas(smtpCaFile) } } : {};
  const sendThrough = (transport: Transporter) => async ({ to, subject, text, html, messageId }: MailMessage) => {
    await transport.sendMail({ from: mailFrom, to, subject, text, html, messageId });
    log.info('mail sent', { to, subject });
  };
  // A mail alone (a sign-in link): a connection of its own, closed after it.
  const single = nodemailer.createTransport(smtpOptions(smtpUrl, secured) as SMTPTransport.Options);
  return {
    send: sendThrough(single),
    async withConnection(work) {
      // nodemailer's pool, its connections opened by the first mails: more than one, so a server
      // that stops answering on one holds back only the mail on it. `maxRequeues: 0`: a mail whose
      // connection drops fails, and the job queue retries it with backoff, instead of the pool
      // sending it again and again.
      const pooled = nodemailer.createTransport(smtpOptions(smtpUrl, { ...secured, pool: true, maxConnections: BATCH_CONNECTIONS, maxRequeues: 0 }) as SMTPPool.Options);
      try {
        return await work({ send: sendThrough(pooled) });
      } finally {
        pooled.close();
      }
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

export function createMailer({ smtpUrl, smtpCaFile = null, mailFrom, outboxDir, log }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, smtpCaFile, mailFrom, log) : outboxMailer(outboxDir, mailFrom, log);
}
