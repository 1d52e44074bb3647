// One autocannon run, reduced to the figures the report needs.
import autocannon from 'autocannon';

/**
 * Runs load against one target after a short warm-up (JIT, connection pools, caches of the server).
 * `expectStatus` is the answer every request must get (e.g. 401 for wrong passwords); anything else
 * is counted as failed, so a broken target cannot pass for a fast one. `setupClient(client)` is called for each
 * connection of the warm-up and of the run (autocannon's option: e.g. `client.setRequests` gives a connection
 * requests of its own). `settle()` is awaited between the warm-up and the run: autocannon closes its connections with
 * requests in flight, which the server still works through, and a slow write's leftovers would load the run.
 */
export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  requests,
  setupClient,
  connections = 10,
  seconds = 5,
  overallRate,
  warmupSeconds = 1,
  expectStatus = 200,
  settle,
}) {
  const options = {
    url,
    method,
    headers,
    body,
    requests,
    setupClient,
    connections,
    overallRate,
    timeout: 30,
  };
  const warmup = warmupSeconds > 0 ? await autocannon({ ...options, duration: warmupSeconds }) : null;
  await settle?.();
  const result = await autocannon({ ...options, duration: seconds });
  const answered = result.statusCodeStats?.[expectStatus]?.count ?? 0;
  return {
    rps: result.requests.average,
    answeredPerSecond: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    /** Requests of the warm-up, for figures that cannot tell them apart (the server's CPU time). */
    warmupTotal: warmup?.requests.total ?? 0,
    failed: result.requests.total - answered + result.errors + result.timeouts,
  };
}

/**
 * Open-loop load: `rate` requests per second for `seconds`, each sent on time whether or not earlier
 * ones were answered (autocannon waits for an answer per connection, so a slow target would slow the
 * arrivals down). Requests still pending at the end are aborted; answers are counted per status.
 */
export async function openLoop({ rate, seconds, send }) {
  const controller = new AbortController();
  const statuses = {};
  const pending = [];
  const started = Date.now();
  let sent = 0;
  while (Date.now() - started < seconds * 1000) {
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      pending.push(
        send(sent, controller.signal).then(
          (response) => {
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            return response.body?.cancel();
          },
          () => undefined,
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  controller.abort();
  await Promise.all(pending);
  return { sent, statuses };
}
