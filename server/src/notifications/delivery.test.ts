import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { companyEmployees, hrSalaries, users } from '../db/schema';
import { mailingTestApp } from '../testing/mailing-test-app';
import { giveAccounts, uploadSlip } from '../testing/notification-support';

// A real SMTP server (smtp-server) receives what the queue's workers send through nodemailer.
const PUBLIC_URL = 'https://portal.example';
const mailing = mailingTestApp({ publicUrl: PUBLIC_URL });
const { mailsTo, drained, wait: WAIT } = mailing;

describe('notification mails through SMTP', () => {
  it('12 slips uploaded by payroll give each of the 12 employees one mail in their language, and HR none', async () => {
    const codes = ['13', '14', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25'];
    const accounts = await giveAccounts(mailing.app.services.db, '1001', codes);
    expect(accounts).toHaveLength(12);
    for (const account of accounts) expect((await uploadSlip(mailing.app, account.employeeId)).errors).toBeUndefined();

    await vi.waitFor(() => expect(accounts.every((a) => mailsTo(a.email).length > 0)).toBe(true), WAIT);
    await drained();
    const expected = {
      fr: 'Une nouvelle fiche de salaire pour 11.2025 est disponible pour',
      en: 'A new salary slip for 11.2025 is available for',
      de: 'Eine neue Gehaltsabrechnung für 11.2025 ist für',
      pt: 'Está disponível um novo recibo de vencimento de 11.2025 para',
    };
    for (const account of accounts) {
      const [mail, ...more] = mailsTo(account.email);
      expect(more).toEqual([]);
      expect(mail!.text).toContain(expected[account.language]);
      expect(mail!.text).toContain(account.name);
      // The link lands on the employee's own salaries address (docs/decisions/addresses.md).
      expect(mail!.text).toContain(`${PUBLIC_URL}/hr/employees/${account.employeeId}/salaries`);
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/hr/employees/${account.employeeId}/salaries"`);
      // Names only: no other employee's name, no file name, no attachment.
      for (const other of accounts.filter((a) => a !== account)) expect(mail!.text).not.toContain(other.name);
      expect(mail!.text).not.toContain('slip.pdf');
    }
    const recipients = mailing.smtp.messages.flatMap((m) => m.to);
    expect(recipients).not.toContain('hr@demo.test');
    expect(recipients).not.toContain('payroll@demo.test');
    expect(new Set(recipients)).toEqual(new Set(accounts.map((a) => a.email)));
  });

  it('tells nobody of a rejected upload, and nobody outside the company', async () => {
    const [account] = await giveAccounts(mailing.app.services.db, '1002', ['5']);
    const before = mailing.smtp.messages.length;
    const refused = await uploadSlip(mailing.app, account!.employeeId, '2025-11-01', new TextEncoder().encode('not a pdf'));
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await drained();
    expect(mailing.smtp.messages.length).toBe(before);

    const [atOtherCompany] = await giveAccounts(mailing.app.services.db, '1002', ['6']);
    expect((await uploadSlip(mailing.app, atOtherCompany!.employeeId)).errors).toBeUndefined();
    await vi.waitFor(() => expect(mailsTo(atOtherCompany!.email)).toHaveLength(1), WAIT);
    await drained();
    expect(mailing.smtp.messages.slice(before).flatMap((m) => m.to)).toEqual([atOtherCompany!.email]);
  });

  it('enqueues nothing when the transaction rolls back, and mails an event enqueued twice once', async () => {
    const [account] = await giveAccounts(mailing.app.services.db, '1002', ['7']);
    const [slip] = await mailing.app.services.db.insert(hrSalaries).values({ date: '2025-10-01', employeeId: account!.employeeId }).returning();
    const event = { kind: 'salaryDocumentCreated', salaryId: slip!.id } as const;
    await expect(
      mailing.app.services.db.transaction(async (tx) => {
        await mailing.app.services.notifications.enqueue(tx as unknown as Db, event);
        throw new Error('the upload failed after enqueueing');
      }),
    ).rejects.toThrow('the upload failed');
    await drained();
    expect(mailsTo(account!.email)).toEqual([]);

    for (let i = 0; i < 2; i++) await mailing.app.services.db.transaction((tx) => mailing.app.services.notifications.enqueue(tx as unknown as Db, event));
    await vi.waitFor(() => expect(mailsTo(account!.email)).toHaveLength(1), WAIT);
    await drained();
    expect(mailsTo(account!.email)).toHaveLength(1);
  });

  it('keeps retrying while SMTP is down and delivers once it is back', async () => {
    const [account] = await giveAccounts(mailing.app.services.db, '1002', ['8']);
    mailing.smtp.setDown(true);
    const refusedBefore = mailing.smtp.refused;
    expect((await uploadSlip(mailing.app, account!.employeeId)).errors).toBeUndefined();
    // Two refused attempts: the job failed and was retried after its backoff.
    await vi.waitFor(() => expect(mailing.smtp.refused - refusedBefore).toBeGreaterThanOrEqual(2), WAIT);
    expect(mailsTo(account!.email)).toEqual([]);
    mailing.smtp.setDown(false);
    await vi.waitFor(() => expect(mailsTo(account!.email)).toHaveLength(1), WAIT);
    await drained();
    expect(mailsTo(account!.email)).toHaveLength(1);
  });

  it('sends no salary notice to an employee whose record turned salary notices off, and one to a colleague who did not', async () => {
    const accounts = await giveAccounts(mailing.app.services.db, '1002', ['11', '12']);
    expect(accounts).toHaveLength(2);
    const [off, on] = accounts as [(typeof accounts)[number], (typeof accounts)[number]];
    await mailing.app.services.db.update(companyEmployees).set({ settingWantsHRSalariesNotification: false }).where(eq(companyEmployees.id, off.employeeId));
    for (const account of [off, on]) expect((await uploadSlip(mailing.app, account.employeeId)).errors).toBeUndefined();
    await vi.waitFor(() => expect(mailsTo(on.email)).toHaveLength(1), WAIT);
    await drained();
    expect(mailsTo(off.email)).toEqual([]);
    expect(mailsTo(on.email)[0]!.text).toContain(on.name);
  });

  it('sends nothing to a user who chose no mail, and holds a daily digest for the daily schedule', async () => {
    const [off, daily] = await giveAccounts(mailing.app.services.db, '1002', ['9', '10']);
    await mailing.app.services.db.update(users).set({ notificationDigest: 'off' }).where(eq(users.email, off!.email));
    await mailing.app.services.db.update(users).set({ notificationDigest: 'daily' }).where(eq(users.email, daily!.email));
    for (const account of [off!, daily!]) {
      expect((await uploadSlip(mailing.app, account.employeeId, '2025-09-01')).errors).toBeUndefined();
      expect((await uploadSlip(mailing.app, account.employeeId, '2025-10-01')).errors).toBeUndefined();
    }
    await drained();
    expect(mailsTo(off!.email)).toEqual([]);
    expect(mailsTo(daily!.email)).toEqual([]);

    await mailing.app.services.notifications.boss.send('notification-daily', {});
    await vi.waitFor(() => expect(mailsTo(daily!.email)).toHaveLength(1), WAIT);
    const [digest] = mailsTo(daily!.email);
    expect(digest!.text).toContain('09.2025');
    expect(digest!.text).toContain('10.2025');
    await drained();
    expect(mailsTo(off!.email)).toEqual([]);
  });
});
