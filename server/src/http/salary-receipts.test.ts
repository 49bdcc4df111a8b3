// "Seen" receipts: the first time the employee themself downloads a salary document is recorded,
// over the real one-origin server; HR's and payroll's downloads record nothing.
import { describe, expect, it } from 'vitest';
import { servedTestApp } from '../testing/test-server';

const served = servedTestApp();

type Salary = { id: string; date: string; firstSeenAt: string | null; attachment: { url: string } };
const salariesOf12 = `{ hrSalaries(where: { employee: { code: { equals: "12" }, company: { code: { equals: "1001" } } } }, orderBy: [{ date: desc }]) {
  id date firstSeenAt attachment { url } } }`;

async function salariesAs(email: string): Promise<Salary[]> {
  const result = await served.app.gql<{ hrSalaries: Salary[] }>(salariesOf12, {}, await served.app.tokenFor(email));
  expect(result.errors).toBeUndefined();
  return result.data?.hrSalaries ?? [];
}

const seenOf = async (email: string, id: string) => (await salariesAs(email)).find((s) => s.id === id)?.firstSeenAt ?? null;
const get = async (url: string, method = 'GET') => {
  const response = await fetch(served.base + url, { method });
  await response.arrayBuffer();
  return response.status;
};

describe('salary "seen" receipts', () => {
  it('records the employee’s first download only, never HR’s or payroll’s, and keeps the first date', async () => {
    const [newest, older] = await salariesAs('employee@demo.test');
    if (!newest || !older) throw new Error('the demo data has salary slips for employee code 12');
    expect(newest.firstSeenAt).toBeNull();

    for (const email of ['hr@demo.test', 'payroll@demo.test']) {
      const theirs = (await salariesAs(email)).find((s) => s.id === newest.id);
      expect(theirs?.attachment.url).not.toContain('receipt=');
      expect(await get(theirs?.attachment.url ?? '')).toBe(200);
    }
    expect(await seenOf('hr@demo.test', newest.id)).toBeNull();

    expect(await get(newest.attachment.url, 'HEAD')).toBe(200);
    expect(await seenOf('hr@demo.test', newest.id)).toBeNull();

    expect(await get(newest.attachment.url)).toBe(200);
    // Recorded once the last byte is sent, so it may land just after the download ends.
    await expect.poll(() => seenOf('hr@demo.test', newest.id)).not.toBeNull();
    const firstSeen = await seenOf('hr@demo.test', newest.id);
    expect(await seenOf('hr@demo.test', older.id)).toBeNull();

    const again = (await salariesAs('employee@demo.test')).find((s) => s.id === newest.id);
    expect(await get(again?.attachment.url ?? '')).toBe(200);
    expect(await seenOf('payroll@demo.test', newest.id)).toBe(firstSeen);
  });

  it('refuses a link whose receipt was swapped for another document', async () => {
    const [first, second] = await salariesAs('employee@demo.test');
    const forged = first?.attachment.url.replace(/receipt=[^&]+/, `receipt=${second?.id ?? ''}`) ?? '';
    expect(forged).not.toBe(first?.attachment.url);
    expect(await get(forged)).toBe(403);
    expect(await seenOf('hr@demo.test', second?.id ?? '')).toBeNull();
  });

  it('a link without a receipt cannot be given one', async () => {
    const [first] = await salariesAs('hr@demo.test');
    expect(await get(`${first?.attachment.url ?? ''}&receipt=${first?.id ?? ''}`)).toBe(403);
  });
});
