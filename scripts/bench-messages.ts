// `npm run bench:messages`: how long one employee's HR thread takes to answer as the portal asks it
// (src/features/hr-messages/api/thread-query.ts), with 500 messages from two authors, read by the
// employee and by hr@. In-process API on a fresh PGlite with the demo data. Figures only.
import { eq } from 'drizzle-orm';
import { hrMessages, users } from '../server/src/db/schema';
import { demoIds } from '../server/src/testing/multipart';
import { benchInProcess } from './bench/in-process';
import { latencyHeader, latencyRow, table } from './bench/report';
import { summarize } from './bench/stats';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

const threadQuery = `query($employeeId: ID!) {
  companyEmployee(where: { id: $employeeId }) { id name hrUnReadChatMessages }
  hrMessages(where: { employee: { id: { equals: $employeeId } } }, orderBy: [{ createdAt: asc }], take: 500) {
    id body authorName isMine uploadKey createdAt attachment { filename url }
  }
}`;

benchInProcess(async (app) => {
  const db = app.services.db;
  const employeeId = await (await demoIds(db)).employee('1001', '12');
  const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const authors = [await userId('employee@demo.test'), await userId('hr@demo.test')];
  // Rows straight into the table: the bench is about reading the thread, not writing it.
  await db.insert(hrMessages).values(
    Array.from({ length: MESSAGES }, (_, i) => ({ employeeId, authorId: authors[i % 2]!, createdById: authors[i % 2]!, body: `Message ${i + 1}`, uploadKey: `bench-${i}` })),
  );
  const rows: (string | number)[][] = [[...latencyHeader]];
  for (const email of ['employee@demo.test', 'hr@demo.test']) {
    const token = await app.tokenFor(email);
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const result = await app.gql<{ hrMessages: unknown[] }>(threadQuery, { employeeId }, token);
      latencies.push(performance.now() - t0);
      if (result.errors?.length || result.data?.hrMessages.length !== Math.min(MESSAGES, 500)) errors++;
    }
    rows.push(latencyRow(`thread of ${MESSAGES} as ${email}`, summarize(latencies, performance.now() - started, 1, errors)));
  }
  console.log(`HR messages: one thread of ${MESSAGES} messages by two authors, ${REQUESTS} sequential requests each, in-process API on PGlite`);
  console.log(table(rows));
});
