import type { FileHandle } from 'node:fs/promises';

const CHUNK_BYTES = 64 * 1024;

/**
 * A web ReadableStream over an open file that closes the handle when the stream ends, fails or is
 * cancelled. Built by hand because Readable.toWeb's type is Node's, not the DOM's ReadableStream.
 */
export function fileHandleStream(handle: FileHandle): ReadableStream<Uint8Array> {
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const buffer = new Uint8Array(CHUNK_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
        if (bytesRead === 0) {
          await close();
          controller.close();
          return;
        }
        controller.enqueue(buffer.subarray(0, bytesRead));
      } catch (error) {
        await close().catch(() => undefined);
        controller.error(error);
      }
    },
    cancel: close,
  });
}
