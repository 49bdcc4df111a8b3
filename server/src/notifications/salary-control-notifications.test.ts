// Issue 11's notifications, delivered through the real queue to a real SMTP server: new documents
// tell the company's reviewers, a review tells the fiduciary's payroll who opened the workflow.
import { describe, expect, it, vi } from 'vitest';
import { dataAs } from '../testing/access-matrix-support';
import { mailingTestApp } from '../testing/mailing-test-app';
import { demoIds } from '../testing/multipart';
import { openWorkflow, review } from '../testing/salary-control';

const PUBLIC_URL = 'https://portal.example';
const mailing = mailingTestApp({ publicUrl: PUBLIC_URL });
const { mailsTo, drained, wait: WAIT } = mailing;

describe('salary-control notifications', () => {
  it('new documents go to the company’s reviewers only; a rejection goes to the payroll staff who opened the month, not to the reviewer', async () => {
    const company = await (await demoIds(mailing.app.services.db)).company('1001');
    const workflow = await openWorkflow(mailing.app, company, '2012-05-01', 1);
    const link = `${PUBLIC_URL}/salary-control/${workflow.id}`;

    // hr@ reviews at 1001 (no language chosen: the mail fallback, English); multi@ is HR at 1002 only.
    await vi.waitFor(() => expect(mailsTo('hr@demo.test')).toHaveLength(1), WAIT);
    await drained();
    const [added] = mailsTo('hr@demo.test');
    expect(added!.text).toContain('New salary-control documents for Atelier Moselle S.à r.l. (05.2012) are waiting for your review.');
        expect(added!.text).toContain(link);
    expect(mailsTo('multi@demo.test')).toEqual([]);
    expect(mailsTo('payroll@demo.test')).toEqual([]);

    await dataAs(mailing.app, 'hr', review, { id: workflow.documents[0], data: { status: 'rejected', feedback: 'Overtime missing', expectedVersion: 1 } });
    await vi.waitFor(() => expect(mailsTo('payroll@demo.test')).toHaveLength(1), WAIT);
    await drained();
    const [reviewed] = mailsTo('payroll@demo.test');
    expect(reviewed!.text).toContain('A salary-control document for Atelier Moselle S.à r.l. (05.2012) was rejected.');
    expect(reviewed!.text).toContain(link);
    // The reviewer is not told of their own review; the feedback itself stays in the portal.
    expect(mailsTo('hr@demo.test')).toHaveLength(1);
    expect(reviewed!.text).not.toContain('Overtime missing');
  });
});
