// s3rver ships no types; these cover only what the S3 storage tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
