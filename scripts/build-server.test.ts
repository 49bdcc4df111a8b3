// The Docker image runs the API as the benchmarks measure it on PostgreSQL: the same bundle, the
// same Node options. A change to one that the other does not follow fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_SERVER_ARGS, POSTGRES_NODE_OPTIONS } from './build-server.mjs';

describe('the Docker image command', () => {
  it('is node with the PostgreSQL options and the built API', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd!)).toEqual(['node', ...POSTGRES_NODE_OPTIONS, ...BUILT_SERVER_ARGS]);
  });

  it('npm start runs the same bundle without them', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(start.endsWith(`node ${BUILT_SERVER_ARGS.join(' ')}`)).toBe(true);
  });
});
