// PostGraphile 5 serving bench:api's database, for the comparison on PostgreSQL (issue #43). Not part
// of the project: bench:api copies this file into its scratch folder (where postgraphile is
// installed, see install.ts) and runs it there with the Node 22 binary installed beside it.
//
// Stock PostGraphile as its documentation sets it up for production: the Amber preset, simple lists
// instead of connections (so the answer has the API's shape: a list of rows), no GraphiQL, no watch,
// no explain, NODE_ENV/GRAPHILE_ENV production (set by the bench). No authentication and no access
// rules: every request reads as the database owner. The pool has the API's size (20).
//
// Environment: DATABASE_URL, PORT, HOST, POOL_SIZE. Answers GraphQL at /api/graphql, the API's path.
import http from 'node:http';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({
      connectionString: process.env.DATABASE_URL,
      schemas: ['public'],
      pubsub: false,
      poolConfig: { max: Number(process.env.POOL_SIZE ?? 20) },
    }),
  ],
  schema: { defaultBehavior: '-connection +list' },
  grafserv: { port, host, graphqlPath: '/api/graphql', graphiql: false, watch: false },
  grafast: { explain: false },
});

const serv = pgl.createServ(grafserv);
const server = http.createServer();
await serv.addTo(server);
// Introspection and the schema before the first request, so that no measured request pays for them.
await pgl.getSchema();
server.listen(port, host, () => console.log(`PostGraphile ready on http://${host}:${port}/api/graphql`));

const stop = () => server.close(() => void Promise.resolve(pgl.release()).finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
