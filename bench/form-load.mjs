#!/usr/bin/env node
// Load on the contact form's backend: autocannon against the local backend (started by
// local-backend/start.mjs as a child process) on PGlite and on a throwaway PostgreSQL 15 server,
// loopback only.
// Two runs per backend, each on a fresh database:
//   valid  every request a valid row: throughput, latency, and every 201 must be a stored row;
//   mixed  every other row has an empty first_name: the gateway must stay up and answer each
//          valid row 201 and each invalid row 400, storing only the valid ones.
// Exits 1 when a check fails. See bench/README.md.
//
//   node bench/form-load.mjs [--seconds 10] [--connections 10] [--backends pglite,postgres] [--json out.json]
import {randomBytes} from 'node:crypto';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {RAISED_RATE_LIMITS} from '../local-backend/rate-limits.mjs';
import {runSubmissionsCommand, startLocalBackend} from '../local-backend/start.mjs';
import {startPostgres} from '../scripts/postgres-server.mjs';
import {sendFormTraffic, submission, tokenOf} from './lib/form-traffic.mjs';
import {formatTable, machineLoadNote, printBudgets, round} from './lib/report.mjs';

const ANON_KEY = 'omnia-bench-anon-key';
const BACKENDS = ['pglite', 'postgres'];

const {values: options} = parseArgs({
  options: {
    seconds: {type: 'string', default: '10'},
    connections: {type: 'string', default: '10'},
    backends: {type: 'string', default: BACKENDS.join(',')},
    json: {type: 'string'},
  },
});

async function main() {
  const seconds = positiveInteger('seconds');
  const connections = positiveInteger('connections');
  const backends = options.backends.split(',').map((name) => name.trim());
  const unknown = backends.find((name) => !BACKENDS.includes(name));
  if (unknown) throw new Error(`Unknown backend "${unknown}": use ${BACKENDS.join(', ')}`);

  console.log(`Before starting: ${machineLoadNote()}`);
  const runs = [];
  for (const backend of backends) {
    for (const mixed of [false, true]) {
      console.log(`${backend}, ${mixed ? 'half invalid' : 'valid rows'}: ${connections} connections for ${seconds} s…`);
      runs.push(await loadRun({backend, mixed, seconds, connections}));
    }
  }

  console.log(
    `\nautocannon, ${connections} connections, ${seconds} s per run, POST /rest/v1/contact_submissions on 127.0.0.1\n`,
  );
  console.log(
    formatTable(
      [
        'Backend',
        'Traffic',
        'Req/s',
        'p50 ms',
        'p99 ms',
        'Requests',
        '201',
        '400',
        'Other',
        'Errors',
        'Timeouts',
        'Rows stored',
        'Lost',
      ],
      runs.map((run) => [
        run.backend,
        run.mixed ? 'half invalid' : 'valid',
        round(run.requestsPerSecond),
        run.p50,
        run.p99,
        run.answered,
        run.created,
        run.rejected,
        run.other,
        run.errors,
        run.timeouts,
        run.rowsStored,
        run.lost,
      ]),
    ),
  );
  const met = printBudgets(
    'Checks',
    runs.flatMap((run) => run.checks),
  );
  if (options.json) {
    await writeFile(
      options.json,
      JSON.stringify({date: new Date().toISOString(), seconds, connections, runs}, null, 2),
    );
    console.log(`Wrote ${options.json}`);
  }
  process.exitCode = met ? 0 : 1;
}

/**
 * @param {{backend: string, mixed: boolean, seconds: number, connections: number}} run
 */
async function loadRun({backend, mixed, seconds, connections}) {
  const database = await openDatabase(backend);
  const runId = `r${randomBytes(4).toString('hex')}`;
  try {
    const gateway = await startLocalBackend({
      ...database.settings,
      port: 0,
      anonKey: ANON_KEY,
      quiet: true,
      // Load from one address measures throughput, not the limits (bench/abuse.mjs does).
      rateLimits: RAISED_RATE_LIMITS,
      onOutput: (text, stream) => void (stream === 'stderr' && process.stderr.write(`[local backend] ${text}`)),
    });
    let traffic;
    let probeStatus;
    let exitCode;
    try {
      traffic = await sendFormTraffic({url: gateway.url, anonKey: ANON_KEY, seconds, connections, mixed, runId});
      probeStatus = await probe(gateway.url, `${runId}-probe`);
    } finally {
      exitCode = await gateway.stop();
    }
    const rows = await listSubmissions(database.settings);
    return evaluate({backend, mixed, connections, traffic, probeStatus, exitCode, rows, runId});
  } finally {
    await database.close();
  }
}

/** A fresh, empty database for one run. @param {string} backend */
async function openDatabase(backend) {
  if (backend === 'postgres') {
    const server = await startPostgres();
    return {settings: {databaseUrl: server.databaseUrl}, close: server.stop};
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-bench-pglite-'));
  return {settings: {dataDir}, close: () => rm(dataDir, {recursive: true, force: true})};
}

/**
 * Every stored submission, read as the table owner with the owner's command (the backend must be
 * stopped first when it uses PGlite: one process at a time may open its data directory).
 * @param {{dataDir?: string, databaseUrl?: string}} settings the backend's database
 * @returns {Promise<{id: number, email: string, message: string}[]>}
 */
async function listSubmissions(settings) {
  const {code, stdout, stderr} = await runSubmissionsCommand(settings, ['--json']);
  if (code !== 0) throw new Error(`npm run submissions -- --json exited with ${code}:\n${stderr}`);
  return JSON.parse(stdout);
}

/** One more valid submission after the load: proves the gateway is still up and storing. */
async function probe(/** @type {string} */ url, /** @type {string} */ token) {
  const response = await fetch(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'},
    body: JSON.stringify(submission('valid', token)),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  return response?.status;
}

/**
 * @param {{backend: string, mixed: boolean, connections: number, runId: string, probeStatus: number | undefined,
 *   exitCode: number | null, rows: {email: string}[], traffic: import('./lib/form-traffic.mjs').Traffic}} run
 */
function evaluate({backend, mixed, connections, runId, probeStatus, exitCode, rows, traffic}) {
  const {sent, answers, acknowledged, result} = traffic;
  /** @type {Set<string>} this run's rows, without the probe */
  const stored = new Set();
  for (const token of rows.map(tokenOf)) {
    if (token?.startsWith(`${runId}-`) && !token.endsWith('-probe')) stored.add(token);
  }
  const count = (/** @type {Record<string, number>} */ byStatus, /** @type {(status: string) => boolean} */ match) =>
    Object.entries(byStatus)
      .filter(([status]) => match(status))
      .reduce((sum, [, n]) => sum + n, 0);
  const created =
    count(answers.valid, (status) => status === '201') + count(answers.invalid, (status) => status === '201');
  const rejected =
    count(answers.valid, (status) => status === '400') + count(answers.invalid, (status) => status === '400');
  const answered = count(answers.valid, () => true) + count(answers.invalid, () => true);
  const lost = [...acknowledged].filter((token) => !stored.has(token)).length;
  const storedInvalid = [...stored].filter((token) => token.includes('-invalid-')).length;
  // autocannon drops its connections when time is up; rows already received are still committed.
  const storedUnanswered = stored.size - (acknowledged.size - lost);
  const inFlight = sent.valid + sent.invalid - answered;
  const name = `${backend} ${mixed ? 'half invalid' : 'valid'}`;

  const checks = [
    {
      label: `${name}: no connection errors or timeouts`,
      ok: result.errors === 0 && result.timeouts === 0,
      detail: `${result.errors} errors, ${result.timeouts} timeouts`,
    },
    {
      label: `${name}: every valid row answered 201`,
      ok: count(answers.valid, (status) => status !== '201') === 0,
      detail: JSON.stringify(answers.valid),
    },
    {
      label: `${name}: every 201 is a stored row (nothing lost)`,
      ok: lost === 0,
      detail: `${acknowledged.size} answered 201, ${lost} missing`,
    },
    {
      // Only requests still in flight when autocannon hung up may be stored without a 201 seen.
      label: `${name}: rows stored = 201 answers (+ rows of requests in flight at the end)`,
      ok: lost === 0 && storedUnanswered >= 0 && storedUnanswered <= Math.min(inFlight, connections),
      detail: `${stored.size} rows = ${acknowledged.size} answered 201 + ${storedUnanswered} of the ${inFlight} requests in flight at the end`,
    },
    {
      label: `${name}: gateway still up and storing afterwards`,
      ok: probeStatus === 201 && exitCode === 0,
      detail: `probe ${probeStatus ?? 'no answer'}, exit code ${exitCode}`,
    },
  ];
  if (mixed) {
    checks.push(
      {
        label: `${name}: every invalid row answered 400`,
        ok: count(answers.invalid, (status) => status !== '400') === 0,
        detail: JSON.stringify(answers.invalid),
      },
      {
        label: `${name}: 400 answers = invalid rows answered, none stored`,
        ok: rejected === count(answers.invalid, () => true) && storedInvalid === 0,
        detail: `${rejected} answered 400 of ${sent.invalid} invalid sent, ${storedInvalid} stored`,
      },
    );
  }
  return {
    backend,
    mixed,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent,
    answered,
    created,
    rejected,
    other: answered - created - rejected,
    errors: result.errors,
    timeouts: result.timeouts,
    rowsStored: stored.size,
    lost,
    checks,
  };
}

/** @param {'seconds' | 'connections'} name */
function positiveInteger(name) {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, got ${options[name]}`);
  return value;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
