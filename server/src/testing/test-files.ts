import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { expect } from 'vitest';

/** Test helpers shared by the storage tests. */

export const pdfBytes = (body = 'hello'): Uint8Array<ArrayBuffer> => new TextEncoder().encode(`%PDF-1.7\n${body}\n%%EOF\n`);

/** The refusal a save ended with: a GraphQLError with code BAD_USER_INPUT, as the uploader sees it. */
export async function rejection(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  const graphqlError = error as GraphQLError;
  expect(graphqlError.extensions.code).toBe('BAD_USER_INPUT');
  return graphqlError;
}

/** Every regular file under dir (recursively), relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export async function streamToBuffer(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A File whose bytes come from a generator, like an upload arriving over the network. Its declared
 * size is 0, so a storage that trusted file.size would be fooled. `pulled` counts bytes handed out.
 */
export class StreamedFile extends File {
  pulled = 0;
  constructor(
    name: string,
    private readonly produce: (index: number) => Uint8Array | null | Error,
  ) {
    super([], name);
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    let index = 0;
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull: (controller) => {
        const next = this.produce(index++);
        if (next instanceof Error) controller.error(next);
        else if (next === null) controller.close();
        else {
          this.pulled += next.byteLength;
          controller.enqueue(new Uint8Array(next));
        }
      },
    });
  }
}
