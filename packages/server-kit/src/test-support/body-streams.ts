/**
 * A request body sent in chunks with no Content-Length (as a chunked upload arrives), counting how
 * many chunks the reader pulled: a server that stops reading at its limit pulls only some of them.
 */
export function countedChunkedBody(chunkBytes: number, chunks: number) {
  let pulled = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks) {
          controller.close();
          return;
        }
        pulled += 1;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** fetch/Request options for a streamed body (Node requires `duplex: 'half'` for one). */
export function streamedRequestInit(
  method: string,
  stream: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
): RequestInit {
  return { method, headers, body: stream, duplex: 'half' } as RequestInit;
}
