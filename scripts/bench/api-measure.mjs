// How bench:api measures one route: autocannon, 64 connections, after a warm-up, every request
// with the Accept-Encoding a browser sends; req/s, p99 to a tenth of a millisecond, errors.
import autocannon from 'autocannon';

/** What Chromium sends with every fetch: the back office's lists are read by browsers. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * autocannon keeps each response's body as a string, which this bench never reads. For a compressed
 * list of 10 KB that means decoding binary bytes as UTF-8, which cost the client more than the
 * server spent answering: the client used a whole core and the server half of one, and the figures
 * were the client's. Each connection's queue (autocannon 8's PipelinedRequestsQueue) is told to
 * drop the body instead; every byte is still read and counted.
 */
function dropBodies(client) {
  client.pipelinedRequests.addBody = () => {};
}

/** The 99th percentile of response times in ms, to a tenth of a millisecond. */
function p99Of(times) {
  const sorted = Float64Array.from(times).sort();
  return Math.round(sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] * 10) / 10;
}

/** Measures GET `url` for 10 s after 2 s of warm-up, as fast as the server answers. */
export async function measure(name, url, headers = {}) {
  const run = autocannon({
    url,
    connections: 64,
    duration: 10,
    headers: { ...BROWSER_HEADERS, ...headers },
    // Each route is measured warm (compiled, its cache filled), as a server that has been up a while serves it.
    warmup: { connections: 64, duration: 2 },
    setupClient: dropBodies,
  });
  // autocannon's own percentiles are whole milliseconds, too coarse beside a bare route's p99 of
  // 3 ms: each 2xx response's time after the warm-up is kept, and the p99 computed to a tenth.
  const times = [];
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await run;
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, reqPerSec: result.requests.average, p99: p99Of(times), errors };
}
