-- What bench:api reads of a wrk run (scripts/bench/api-measure.mjs): one JSON line on stdout with
-- the requests answered, the run's duration and p99 in microseconds, and every error wrk counts
-- (connect, read, write, timeout, and answers that are not 2xx or 3xx).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p99Us":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(99),
    e.connect + e.read + e.write + e.timeout + e.status))
end
