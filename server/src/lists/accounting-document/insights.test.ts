import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataAs, demoIds, errorCodesAs, type DemoIds } from '../../testing/access-matrix-support';
import { encodeWithExtractFiles, pdfFile, postUpload } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const facets = 'query($company: ID!, $type: AccountingDocumentTypeType) { accountingDocumentFacets(company: $company, type: $type) { tags years } }';
const newCounts = '{ newAccountingDocuments { company { code } count } }';
const markSeen = 'mutation($company: ID!) { markAccountingDocumentsSeen(company: $company) }';
type Counts = { newAccountingDocuments: { company: { code: string }; count: number }[] };
const countFor = (data: Counts, code: string) => data.newAccountingDocuments.find((row) => row.company.code === code)?.count ?? 0;

async function uploadAsFinance(name: string, date: string, tag: string) {
  const data = { type: 'receipt', date, tag, company: { connect: { id: ids.company['1001'] } }, attachment: { upload: new File([pdfFile(name)], `${name}.pdf`) } };
  const query = 'mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id attachment { sha256 } } }';
  const result = await postUpload(app.fetch, await encodeWithExtractFiles(query, { data }), await app.tokenFor('finance@demo.test'));
  expect(result.errors).toBeUndefined();
}

describe('accountingDocumentFacets', () => {
  it('gives the company’s tags, most recent first, and its years, through the read access', async () => {
    await uploadAsFinance('facet-a', '2014-05-02', 'facet older');
    await uploadAsFinance('facet-b', '2013-01-09', 'facet newer');
    const { accountingDocumentFacets } = await dataAs<{ accountingDocumentFacets: { tags: string[]; years: number[] } }>(app, 'finance', facets, { company: ids.company['1001'] });
    expect(accountingDocumentFacets.tags.slice(0, 2)).toEqual(['facet newer', 'facet older']);
    expect(accountingDocumentFacets.years).toEqual([...accountingDocumentFacets.years].sort((a, b) => b - a));
    expect(accountingDocumentFacets.years).toEqual(expect.arrayContaining([2013, 2014]));
  });

  it('gives another company’s finance nothing of 1001', async () => {
    const { accountingDocumentFacets } = await dataAs<{ accountingDocumentFacets: { tags: string[]; years: number[] } }>(app, 'hr', facets, { company: ids.company['1001'] });
    expect(accountingDocumentFacets).toEqual({ tags: [], years: [] });
  });
});

describe('new accounting documents since the last look', () => {
  it('counts other people’s uploads after the accountant’s last look, per company', async () => {
    await dataAs(app, 'accountant', markSeen, { company: ids.company['1001'] });
    expect(countFor(await dataAs<Counts>(app, 'accountant', newCounts), '1001')).toBe(0);
    await uploadAsFinance('new-1', '2012-02-01', 'since look');
    await uploadAsFinance('new-2', '2012-02-02', 'since look');
    const counts = await dataAs<Counts>(app, 'accountant', newCounts);
    expect(countFor(counts, '1001')).toBe(2);
    // Never looked at 1002 would count every document there, but the demo's were uploaded by the accountant: none count.
    expect(countFor(counts, '1002')).toBe(0);
    await dataAs(app, 'accountant', markSeen, { company: ids.company['1001'] });
    expect(countFor(await dataAs<Counts>(app, 'accountant', newCounts), '1001')).toBe(0);
  });

  it('refuses a look at a company the caller may not follow', async () => {
    expect(await errorCodesAs(app, 'finance', markSeen, { company: ids.company['1002'] })).toEqual(['NOT_FOUND']);
    expect(await errorCodesAs(app, 'hr', markSeen, { company: ids.company['1001'] })).toEqual(['FORBIDDEN']);
    expect(await errorCodesAs(app, 'anonymous', markSeen, { company: ids.company['1001'] })).toEqual(['UNAUTHENTICATED']);
  });
});
