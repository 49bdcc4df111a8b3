// `npm run bench:salary-control`: how long the salary-control list (a page of 15 with its count)
// and a workflow's detail (every version of every document, signed URLs, names) take to answer,
// as the portal asks them. In-process API on a fresh PGlite with the demo data plus 300 workflows
// of 1001 with 3 documents each (one corrected and reviewed), asked as hr@ (a reviewer: the read
// filter applies) and payroll@ (sees all). Figures only, nothing asserted.
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../server/src/db/schema';
import { demoIds } from '../server/src/testing/multipart';
import { benchInProcess } from './bench/in-process';
import { latencyHeader, latencyRow, table } from './bench/report';
import { summarize } from './bench/stats';

const WORKFLOWS = Number(process.env.BENCH_WORKFLOWS ?? 300);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const listQuery = `query($where: HrSalaryWorkflowWhereInput!, $take: Int!, $skip: Int!) {
  hrSalaryWorkflows(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {
    id date status createdAt createdByName releasedAt reopenedAt documentsCount company { id code name }
  }
  hrSalaryWorkflowsCount(where: $where)
}`;
const detailQuery = `query($id: ID!) { hrSalaryWorkflow(where: { id: $id }) {
  id date status createdAt createdByName releasedAt releasedByName reopenedAt company { id code name }
  documents(orderBy: [{ createdAt: asc }]) { id status feedback feedbackFg version createdAt createdByName reviewedAt reviewedByName replaces { id } document { filename filesize url } }
} }`;

benchInProcess(async (app) => {
  const ids = await demoIds(app.services.db);
  const company = await ids.company('1001');
  const payroll = await ids.user('payroll@demo.test');
  const hr = await ids.user('hr@demo.test');
  let lastWorkflow = '';
  // Rows straight into the tables: the bench is about reading them, not about uploading.
  for (let i = 0; i < WORKFLOWS; i++) {
    const date = `${1700 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`;
    const [w] = await app.services.db.insert(hrSalaryWorkflows).values({ companyId: company, date, createdById: payroll, status: 'in_review' }).returning({ id: hrSalaryWorkflows.id });
    const workflowId = w!.id;
    const file = (n: number) => ({ fileKey: `bench/${workflowId}/${n}`, filename: `1001_${n}.pdf`, filesize: 1000, sha256: 'x', mimetype: 'application/pdf' });
    const [first] = await app.services.db
      .insert(hrSalaryWorkflowDocuments)
      .values([
        { workflowId, createdById: payroll, status: 'rejected', feedback: 'Missing', reviewedById: hr, reviewedAt: new Date(), ...file(1) },
        { workflowId, createdById: payroll, status: 'approved', reviewedById: hr, reviewedAt: new Date(), ...file(2) },
        { workflowId, createdById: payroll, ...file(3) },
      ])
      .returning({ id: hrSalaryWorkflowDocuments.id });
    await app.services.db.insert(hrSalaryWorkflowDocuments).values({ workflowId, createdById: payroll, replacesId: first!.id, feedbackFg: 'Fixed', ...file(4) });
    lastWorkflow = workflowId;
  }
  const rows: (string | number)[][] = [[...latencyHeader]];
  for (const email of ['hr@demo.test', 'payroll@demo.test']) {
    const token = await app.tokenFor(email);
    const measure = async (name: string, query: string, variables: (i: number) => Record<string, unknown>) => {
      const latencies: number[] = [];
      let errors = 0;
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        const result = await app.gql(query, variables(i), token);
        latencies.push(performance.now() - t0);
        if (result.errors?.length) errors++;
      }
      rows.push(latencyRow(`${name} as ${email}`, summarize(latencies, performance.now() - started, 1, errors)));
    };
    await measure('list page 1', listQuery, () => ({ where: {}, take: 15, skip: 0 }));
    await measure('list page 10', listQuery, () => ({ where: {}, take: 15, skip: 135 }));
    await measure('list filtered (status)', listQuery, () => ({ where: { status: { equals: 'in_review' } }, take: 15, skip: 15 }));
    await measure('detail (3 documents, 4 versions)', detailQuery, () => ({ id: lastWorkflow }));
  }
  console.log(`salary control: ${WORKFLOWS} workflows of 1001 besides the demo data, ${REQUESTS} sequential requests each, in-process API on PGlite`);
  console.log(table(rows));
});
