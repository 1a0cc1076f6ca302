import zlib from 'node:zlib';
import type { Context } from 'hono';
import { nodeResponseOf } from './response-headers';

/**
 * An answer a read cache keeps (docs/decisions/0006-read-cache.md), with its compressed forms made
 * the first time a caller accepts them and kept beside it: every later hit sends the same bytes
 * without compressing again. A list of a few hundred rows is 10–170 KB of JSON and a tenth of that
 * compressed, which matters on a phone's network as much as on the server's sockets.
 */
export type KeptAnswer = {
  contentType: string;
  /** As the route serialized it: kept in the JavaScript heap, where a string costs least to hold and let go. */
  text: string;
  /** The text's size in UTF-8, what goes on the wire uncompressed (counted once, when kept). */
  bytes: number;
  encoded: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
};

type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

const compressors: Record<ContentEncoding, (text: string) => Uint8Array<ArrayBuffer>> = {
  // Quality 5: within a few percent of the best ratio at a fraction of the time: about 0.5 ms for
  // the bench's 170 KB of repetitive rows, 2–3 ms for 80–170 KB of rows of random ids.
  br: (text) =>
    zlib.brotliCompressSync(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => zlib.gzipSync(text, { level: 6 }),
};

export function keepAnswer(text: string, contentType = 'application/json'): KeptAnswer {
  return { contentType, text, bytes: Buffer.byteLength(text), encoded: {} };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, each only when
 * listed without `q=0`; none otherwise (and for `*`, which old clients send without meaning it).
 */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * pickEncoding for every cached hit, remembered for the last header seen: a browser sends the same
 * Accept-Encoding on every request, so parsing it each time is work done again.
 */
let lastAccepted: { header: string | undefined; encoding: ContentEncoding | undefined } = {
  header: undefined,
  encoding: undefined,
};
function encodingFor(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding !== lastAccepted.header)
    lastAccepted = { header: acceptEncoding, encoding: pickEncoding(acceptEncoding) };
  return lastAccepted.encoding;
}

/** The kept answer in `encoding`, compressed the first time it is asked for. */
function encodedForm(kept: KeptAnswer, encoding: ContentEncoding): Uint8Array<ArrayBuffer> {
  const form = kept.encoded[encoding] ?? compressors[encoding](kept.text);
  kept.encoded[encoding] = form;
  return form;
}

/**
 * Answers 200 with the kept answer, compressed when the caller accepts it and it is worth it.
 * Served by Node, all headers but the type go straight onto Node's response (as the security
 * headers do, response-headers.ts): Hono turns two or more headers into a fetch `Headers` object,
 * which the Node adapter then validates, sorts and copies again. Measured with the cache key of
 * cached-answers.ts: a cached GET /api/roles took 50–55 µs of the server's core, 38–44 µs after.
 */
export function answerKept(c: Context, kept: KeptAnswer): Response {
  const encoding = kept.bytes >= COMPRESS_MIN_BYTES ? encodingFor(c.req.header('accept-encoding')) : undefined;
  const body = encoding ? encodedForm(kept, encoding) : kept.text;
  const type = { 'content-type': kept.contentType };
  const outgoing = nodeResponseOf(c);
  // The same URL answers differently by Accept-Encoding: caches must keep the forms apart.
  if (!outgoing)
    return c.body(body, 200, { ...type, vary: 'Accept-Encoding', ...(encoding && { 'content-encoding': encoding }) });
  outgoing.setHeader('vary', 'Accept-Encoding');
  if (encoding) outgoing.setHeader('content-encoding', encoding);
  return c.body(body, 200, type);
}
