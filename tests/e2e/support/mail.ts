import { join } from 'node:path';
import { type OutboxMessage, readOutbox } from '../../../server/src/mail/outbox';

const SIGN_IN_LINK = /https?:\/\/[^\s"'<>]+\/signin\/[^\s"'<>]+/;

function mailsTo(messages: OutboxMessage[], to: string): OutboxMessage[] {
  const address = to.toLowerCase();
  return messages.filter((message) => message.to.toLowerCase().includes(address));
}

/** How many mails the outbox holds for this recipient; pass it to readLatestMail to wait for a newer one. */
export async function countMails(dataDir: string, to: string): Promise<number> {
  return mailsTo(await readOutbox(join(dataDir, 'outbox')), to).length;
}

/**
 * The sign-in link of the newest mail to `to` (quoted-printable and base64 bodies are decoded by the
 * server's own outbox reader). Waits until more than `newerThan` mails exist for that recipient.
 */
export async function readLatestMail(dataDir: string, to: string, { newerThan = 0, timeoutMs = 15_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(await readOutbox(join(dataDir, 'outbox')), to);
    const latest = mails.at(-1);
    if (latest && mails.length > newerThan) {
      const link = SIGN_IN_LINK.exec(latest.text)?.[0] ?? SIGN_IN_LINK.exec(latest.html ?? '')?.[0];
      if (!link) throw new Error(`The newest mail to ${to} (${latest.file}) holds no sign-in link:\n${latest.text}`);
      return link;
    }
    if (Date.now() > deadline) throw new Error(`No new mail to ${to} arrived in ${join(dataDir, 'outbox')} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
