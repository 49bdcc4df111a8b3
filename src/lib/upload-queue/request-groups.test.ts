import { describe, expect, it } from 'vitest';
import { groupForRequest, type Waiting } from './request-groups';
import { GROUP_MAX_BYTES } from './send-pace';

const KB = 1024;
const files = (...sizes: number[]): [string, Waiting][] => sizes.map((size, i) => [`f${i}`, { notBefore: 0, size }]);

describe('files sent together', () => {
  it('takes small files in queue order, up to the most a request may carry', () => {
    expect(groupForRequest(files(150 * KB, 150 * KB, 150 * KB, 150 * KB, 150 * KB), 4)).toEqual(['f0', 'f1', 'f2', 'f3']);
    expect(groupForRequest(files(150 * KB, 150 * KB), 4)).toEqual(['f0', 'f1']);
  });

  it('keeps a request of several files within the bytes one file may have on its own', () => {
    expect(groupForRequest(files(400 * KB, 400 * KB, 400 * KB), 4)).toEqual(['f0', 'f1']);
    expect(groupForRequest(files(GROUP_MAX_BYTES / 2, GROUP_MAX_BYTES / 2, 1), 4)).toEqual(['f0', 'f1']);
  });

  it('sends a large file alone, and stops a group before it', () => {
    expect(groupForRequest(files(5 * 1024 * KB, 10 * KB), 4)).toEqual(['f0']);
    expect(groupForRequest(files(10 * KB, 5 * 1024 * KB, 10 * KB), 4)).toEqual(['f0']);
  });

  it('sends one file at a time when told so', () => {
    expect(groupForRequest(files(10 * KB, 10 * KB), 1)).toEqual(['f0']);
  });
});
