import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createMailer } from './create-mailer';
import { readOutbox } from './outbox';

let root: string;
let outboxDir: string;
let logLines: Record<string, unknown>[];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mailer-test-'));
  outboxDir = path.join(root, 'outbox');
  logLines = [];
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function outboxMailer() {
  const log = createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  return createMailer({ smtpUrl: null, mailFrom: 'Portal <no-reply@portal.test>', outboxDir, log });
}

describe('outbox mailer', () => {
  it('writes a MIME .eml whose sign-in link reads back intact, and logs the link', async () => {
    // Long enough to be wrapped by quoted-printable, with characters that QP escapes (= and é).
    const link = `http://localhost:3000/signin/${encodeURIComponent('anne.müller@demo.test')}/${'a1b2c3d4'.repeat(8)}?next=%2Fhr&x=1`;
    const text = `Bonjour,\n\nVoici votre lien de connexion : ${link}\n\nIl expire dans 10 minutes. À bientôt.`;
    await outboxMailer().send({ to: 'anne.müller@demo.test', subject: 'Votre lien de connexion – Portail', text });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(outboxDir, files[0]!), 'latin1');
    expect(raw).toMatch(/^From: Portal <no-reply@portal\.test>\r$/m);
    expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);

    const [message] = await readOutbox(outboxDir);
    expect(message).toMatchObject({ to: 'anne.müller@demo.test', subject: 'Votre lien de connexion – Portail', text, html: null });
    expect(message!.text.match(/https?:\/\/\S+/)?.[0]).toBe(link);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'mail written', to: 'anne.müller@demo.test', file: path.join(outboxDir, files[0]!) }));
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'mail link', link }));
  });

  it('reads text and HTML parts of a multipart message', async () => {
    await outboxMailer().send({ to: 'a@demo.test', subject: 'Hello', text: 'Plain part', html: '<p>HTML part</p>' });
    const [message] = await readOutbox(outboxDir);
    expect(message).toMatchObject({ subject: 'Hello', text: 'Plain part', html: '<p>HTML part</p>' });
  });

  it('lists messages oldest first, even when sent within the same millisecond', async () => {
    const mailer = outboxMailer();
    for (let i = 1; i <= 12; i++) await mailer.send({ to: `user${i}@demo.test`, subject: `Message ${i}`, text: `n=${i}` });
    const messages = await readOutbox(outboxDir);
    expect(messages.map((m) => m.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i + 1}`));
    expect(messages.map((m) => m.text)).toEqual(Array.from({ length: 12 }, (_, i) => `n=${i + 1}`));
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(path.join(root, 'nothing-here'))).toEqual([]);
  });
});

describe('SMTP mailer', () => {
  /** A real SMTP server (smtp-server) that counts the connections it is given and refuses when `down`. */
  async function countingServer() {
    const state = { connections: 0, received: 0, down: false };
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onConnect(_session, callback) {
        state.connections++;
        callback(state.down ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
      },
      onData(stream, _session, callback) {
        stream.on('end', () => {
          state.received++;
          callback();
        });
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Portal <no-reply@portal.test>', outboxDir, log: createLogger('silent') });
    return { state, mailer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  const mail = (i: number) => ({ to: `user${i}@demo.test`, subject: `Digest ${i}`, text: `n=${i}`, html: `<p>n=${i}</p>` });

  it('sends a batch of mails over a few reused connections, closed after the batch, and a mail alone over its own', async () => {
    const { state, mailer, close } = await countingServer();
    await mailer.withConnection!(async (batch) => {
      for (const i of [1, 2, 3, 4, 5]) await batch.send(mail(i));
    });
    expect(state).toMatchObject({ connections: 1, received: 5 });
    await mailer.withConnection!((batch) => Promise.all(Array.from({ length: 20 }, (_, i) => batch.send(mail(10 + i)))));
    expect(state.received).toBe(25);
    expect(state.connections - 1).toBeGreaterThanOrEqual(1);
    expect(state.connections - 1).toBeLessThanOrEqual(3);
    const before = state.connections;
    await mailer.send(mail(7));
    await mailer.send(mail(8));
    expect(state).toMatchObject({ connections: before + 2, received: 27 });
    // Every connection was closed: the server stops at once instead of waiting for idle clients.
    await close();
  });

  it('fails a mail of a batch that the server refuses (the job queue retries it), and the next batch connects anew', async () => {
    const { state, mailer, close } = await countingServer();
    state.down = true;
    await expect(mailer.withConnection!((batch) => batch.send(mail(1)))).rejects.toThrow(/421/);
    expect(state.connections).toBe(1);
    state.down = false;
    await mailer.withConnection!((batch) => batch.send(mail(2)));
    expect(state).toMatchObject({ connections: 2, received: 1 });
    await close();
  });
});
