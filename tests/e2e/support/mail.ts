import { join } from 'node:path';
import { type OutboxMessage, readOutbox } from '../../../server/src/mail/outbox';

const SIGN_IN_LINK = /https?:\/\/[^\s"'<>]+\/signin\/[^\s"'<>]+/;

function mailsTo(messages: OutboxMessage[], to: string): OutboxMessage[] {
  const address = to.toLowerCase();
  return messages.filter((message) => message.to.toLowerCase().includes(address));
}

const signInLinkOf = (message: OutboxMessage) => SIGN_IN_LINK.exec(message.text)?.[0] ?? SIGN_IN_LINK.exec(message.html ?? '')?.[0];

/** Sign-in mails with their links: notification mails (a digest, a new message) go to the same outbox. */
async function signInMails(dataDir: string): Promise<{ message: OutboxMessage; link: string }[]> {
  return (await readOutbox(join(dataDir, 'outbox'))).flatMap((message) => {
    const link = signInLinkOf(message);
    return link ? [{ message, link }] : [];
  });
}

async function signInMailsTo(dataDir: string, to: string): Promise<{ message: OutboxMessage; link: string }[]> {
  const address = to.toLowerCase();
  return (await signInMails(dataDir)).filter(({ message }) => message.to.toLowerCase().includes(address));
}

/** How many sign-in mails the outbox holds for each recipient (lower-cased addresses). */
export async function signInMailsPerAddress(dataDir: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { message } of await signInMails(dataDir)) {
    const address = message.to.toLowerCase();
    counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return counts;
}

/** How many mails the outbox holds for this recipient. */
export async function countMails(dataDir: string, to: string): Promise<number> {
  return mailsTo(await readOutbox(join(dataDir, 'outbox')), to).length;
}

/** How many sign-in mails the outbox holds for this recipient; pass it to readLatestMail to wait for a newer one. */
export async function countSignInMails(dataDir: string, to: string): Promise<number> {
  return (await signInMailsTo(dataDir, to)).length;
}

/**
 * The sign-in link of the newest sign-in mail to `to` (quoted-printable and base64 bodies are decoded
 * by the server's own outbox reader). Waits until more than `newerThan` sign-in mails exist for that
 * recipient (countSignInMails).
 */
export async function readLatestMail(dataDir: string, to: string, { newerThan = 0, timeoutMs = 15_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await signInMailsTo(dataDir, to);
    const latest = mails.at(-1);
    if (latest && mails.length > newerThan) return latest.link;
    if (Date.now() > deadline) throw new Error(`No new sign-in mail to ${to} arrived in ${join(dataDir, 'outbox')} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
