// Issue #43, item 6: a relay with STARTTLS and a certificate from a private CA refused every mail
// ("self-signed certificate in certificate chain"). SMTP_CA_FILE (or NODE_EXTRA_CA_CERTS) names that CA.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createPrivateCa, type PrivateCa } from '../testing/private-ca';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { createMailer } from './create-mailer';

let ca: PrivateCa;
let startTls: SmtpCapture;
let implicitTls: SmtpCapture;
let scratch: string;
beforeAll(async () => {
  ca = await createPrivateCa();
  startTls = await startSmtpCapture({ key: ca.serverKey, cert: ca.serverChain });
  implicitTls = await startSmtpCapture({ key: ca.serverKey, cert: ca.serverChain, implicit: true });
  scratch = await mkdtemp(path.join(os.tmpdir(), 'smtp-tls-'));
});
afterAll(async () => {
  await startTls.close();
  await implicitTls.close();
  await ca.remove();
  await rm(scratch, { recursive: true, force: true });
});

const mailer = (smtpUrl: string, smtpCaFile: string | null = null) =>
  createMailer({ smtpUrl, smtpCaFile, mailFrom: 'Portal <no-reply@portal.test>', outboxDir: path.join(scratch, 'outbox'), log: createLogger('silent') });
const mail = (subject: string) => ({ to: 'u@demo.test', subject, text: 'hello' });
const subjects = (capture: SmtpCapture) => capture.messages.filter((m) => m.overTls).map((m) => m.subject);

describe('SMTP over TLS with a private CA', () => {
  it('refuses the relay’s certificate when nothing names its CA, as the issue reported', async () => {
    await expect(mailer(startTls.url).send(mail('refused'))).rejects.toThrow(/self-signed certificate in certificate chain/);
    expect(subjects(startTls)).not.toContain('refused');
  });

  it('sends over STARTTLS (smtp://) when SMTP_CA_FILE names the CA, alone and in a batch, TLS settings of the URL kept', async () => {
    const trusting = mailer(`${startTls.url}?tls.minVersion=TLSv1.2`, ca.caFile);
    await trusting.send(mail('starttls alone'));
    await trusting.withConnection!((batch) => Promise.all([batch.send(mail('starttls batch 1')), batch.send(mail('starttls batch 2'))]));
    expect(subjects(startTls)).toEqual(expect.arrayContaining(['starttls alone', 'starttls batch 1', 'starttls batch 2']));
  });

  it('sends over smtps:// (TLS from the first byte) when SMTP_CA_FILE names the CA', async () => {
    await expect(mailer(implicitTls.url).send(mail('smtps refused'))).rejects.toThrow(/self-signed certificate in certificate chain/);
    await mailer(implicitTls.url, ca.caFile).send(mail('smtps'));
    expect(subjects(implicitTls)).toEqual(['smtps']);
  });

  it('stops at start on an SMTP_CA_FILE it cannot read or that holds no certificate', async () => {
    expect(() => mailer(startTls.url, path.join(scratch, 'missing.pem'))).toThrow(/^SMTP_CA_FILE: cannot read /);
    const empty = path.join(scratch, 'empty.pem');
    await writeFile(empty, 'not a certificate\n');
    expect(() => mailer(startTls.url, empty)).toThrow(/^SMTP_CA_FILE: .* holds no PEM certificate/);
  });

  it('sends when NODE_EXTRA_CA_CERTS names the CA instead (Node reads it at start: a process of its own)', async () => {
    const createMailerModule = fileURLToPath(new URL('./create-mailer.ts', import.meta.url));
    const logModule = fileURLToPath(new URL('../log.ts', import.meta.url));
    const script = `
      const { createMailer } = await import(${JSON.stringify(createMailerModule)});
      const { createLogger } = await import(${JSON.stringify(logModule)});
      const mailer = createMailer({ smtpUrl: process.env.RELAY, mailFrom: 'Portal <no-reply@portal.test>', outboxDir: 'unused', log: createLogger('silent') });
      await mailer.send({ to: 'u@demo.test', subject: 'extra ca certs', text: 'hello' });`;
    await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: ca.caFile, RELAY: startTls.url },
    });
    expect(subjects(startTls)).toContain('extra ca certs');
  });
});
