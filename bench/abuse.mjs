#!/usr/bin/env node
// Abuse of the contact form's public key against the local backend with the shipped limits
// (supabase/migrations/*_contact_rate_limits.sql): what an attacker gets stored, and what a real
// visitor submitting during the attack sees. Each scenario runs on a fresh database:
//   one-client        one connection, single inserts from one address, as fast as it can
//   one-address       many connections from one address at once (the counts must still hold)
//   arrays            one client sending 50-row arrays (refused whole by the database; arrays
//                     over 64 KB, such as the 780 rows measured in issue 12, get 413 earlier)
//   many-addresses    every request from a new (spoofed) address: only the hourly valve holds
// Meanwhile a visitor submits every 200 ms, each time from a new address with a new e-mail. Prints
// rows stored, rows refused and the visitor's p99 latency; exits 1 when a limit did not hold.
// See bench/README.md.
//
//   node bench/abuse.mjs [--seconds 10] [--connections 20] [--backends pglite,postgres] [--json out.json]
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {runSubmissionsCommand, startLocalBackend} from '../local-backend/start.mjs';
import {startPostgres} from '../scripts/postgres-server.mjs';
import {formatTable, machineLoadNote, printBudgets, round} from './lib/report.mjs';

const ANON_KEY = 'omnia-abuse-anon-key';
const HEADERS = {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'};
const VISITOR_INTERVAL_MS = 200;
const ARRAY_ROWS = 50;
// The shipped limits, which the checks compare with.
const PER_ADDRESS = 5;
const ALL_CLIENTS_PER_HOUR = 100;
const SCENARIOS = ['one-client', 'one-address', 'arrays', 'many-addresses'];

const {values: options} = parseArgs({
  options: {
    seconds: {type: 'string', default: '10'},
    connections: {type: 'string', default: '20'},
    backends: {type: 'string', default: 'pglite,postgres'},
    json: {type: 'string'},
  },
});

/** @param {string} kind @param {number} sequence */
function row(kind, sequence) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${kind}.${sequence}.${process.pid}@example.com`,
    company: kind === 'visitor' ? 'Visitor' : 'Attacker',
    message: 'Bench traffic.',
  };
}

/** @param {string} url @param {unknown} body @param {string} address */
async function post(url, body, address) {
  const started = performance.now();
  const response = await fetch(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: {...HEADERS, 'x-forwarded-for': address},
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  await response?.arrayBuffer();
  return {status: response?.status ?? 0, ms: performance.now() - started};
}

/**
 * @param {string} scenario
 * @param {string} url
 * @param {number} deadline
 * @param {number} connections
 */
async function attack(scenario, url, deadline, connections) {
  /** @type {Record<string, number>} */
  const answers = {};
  let sequence = 0;
  let addressSequence = 0;
  const arrayBody = () => Array.from({length: ARRAY_ROWS}, () => row('attacker', (sequence += 1)));
  const loop = async () => {
    while (Date.now() < deadline) {
      const address =
        scenario === 'many-addresses'
          ? `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${(addressSequence += 1) & 255}`
          : '198.51.100.66';
      const body = scenario === 'arrays' ? arrayBody() : row('attacker', (sequence += 1));
      const {status} = await post(url, body, address);
      answers[status] = (answers[status] ?? 0) + 1;
    }
  };
  const loops = scenario === 'one-client' || scenario === 'arrays' ? 1 : connections;
  await Promise.all(Array.from({length: loops}, loop));
  return answers;
}

/** @param {string} url @param {number} deadline */
async function visitor(url, deadline) {
  /** @type {{status: number, ms: number}[]} */
  const results = [];
  let sequence = 0;
  while (Date.now() < deadline) {
    const next = Date.now() + VISITOR_INTERVAL_MS;
    sequence += 1;
    results.push(await post(url, row('visitor', sequence), `172.16.${(sequence >> 8) & 255}.${sequence & 255}`));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  return results;
}

/** @param {number[]} values @param {number} fraction */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** A fresh, empty database. @param {string} backend */
async function openDatabase(backend) {
  if (backend === 'postgres') {
    const server = await startPostgres();
    return {settings: {databaseUrl: server.databaseUrl}, close: server.stop};
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-abuse-pglite-'));
  return {settings: {dataDir}, close: () => rm(dataDir, {recursive: true, force: true})};
}

/** @param {string} backend @param {string} scenario @param {number} seconds @param {number} connections */
async function run(backend, scenario, seconds, connections) {
  const database = await openDatabase(backend);
  try {
    const server = await startLocalBackend({...database.settings, port: 0, anonKey: ANON_KEY, quiet: true});
    let answers;
    let visits;
    try {
      const deadline = Date.now() + seconds * 1000;
      [answers, visits] = await Promise.all([
        attack(scenario, server.url, deadline, connections),
        visitor(server.url, deadline),
      ]);
    } finally {
      await server.stop();
    }
    const listed = await runSubmissionsCommand(database.settings, ['--json']);
    if (listed.code !== 0) throw new Error(`npm run submissions failed:\n${listed.stderr}`);
    /** @type {{company: string}[]} */
    const rows = JSON.parse(listed.stdout);
    const sent = Object.values(answers).reduce((sum, n) => sum + n, 0);
    const attackerRows = rows.filter((stored) => stored.company === 'Attacker').length;
    const visitorRows = rows.filter((stored) => stored.company === 'Visitor').length;
    return {
      backend,
      scenario,
      sent,
      answers,
      attackerRows,
      attackerRefused: sent - (answers[201] ?? 0),
      visits: visits.length,
      visitorRows,
      visitorRefused: visits.filter((visit) => visit.status !== 201).length,
      visitorP50: round(
        percentile(
          visits.map((visit) => visit.ms),
          0.5,
        ),
        1,
      ),
      visitorP99: round(
        percentile(
          visits.map((visit) => visit.ms),
          0.99,
        ),
        1,
      ),
    };
  } finally {
    await database.close();
  }
}

async function main() {
  const seconds = Number(options.seconds);
  const connections = Number(options.connections);
  const backends = options.backends.split(',').map((name) => name.trim());
  const loadNote = machineLoadNote();
  console.log(`Before starting: ${loadNote}`);
  const runs = [];
  for (const backend of backends) {
    for (const scenario of SCENARIOS) {
      console.log(`${backend}, ${scenario}: ${seconds} s…`);
      runs.push(await run(backend, scenario, seconds, connections));
    }
  }
  console.log(
    `\nShipped limits, ${seconds} s per scenario, ${connections} connections where several, visitor every ${VISITOR_INTERVAL_MS} ms\n`,
  );
  console.log(
    formatTable(
      [
        'Backend',
        'Attack',
        'Requests',
        'Answers',
        'Rows stored',
        'Refused',
        'Visits',
        'Visitor rows',
        'Visitor refused',
        'Visitor p50 ms',
        'Visitor p99 ms',
      ],
      runs.map((r) => [
        r.backend,
        r.scenario,
        r.sent,
        Object.entries(r.answers)
          .map(([status, n]) => `${n}×${status}`)
          .join(' '),
        r.attackerRows,
        r.attackerRefused,
        r.visits,
        r.visitorRows,
        r.visitorRefused,
        r.visitorP50,
        r.visitorP99,
      ]),
    ),
  );
  const met = printBudgets(
    'Checks',
    runs.flatMap((r) => [
      r.scenario === 'many-addresses'
        ? {
            label: `${r.backend} ${r.scenario}: all rows within the hourly valve`,
            ok: r.attackerRows + r.visitorRows <= ALL_CLIENTS_PER_HOUR,
            detail: `${r.attackerRows + r.visitorRows} of ${ALL_CLIENTS_PER_HOUR}`,
          }
        : {
            label: `${r.backend} ${r.scenario}: at most ${PER_ADDRESS} attacker rows`,
            ok: r.attackerRows <= (r.scenario === 'arrays' ? 0 : PER_ADDRESS),
            detail: `${r.attackerRows} stored`,
          },
      ...(r.scenario === 'many-addresses'
        ? []
        : [
            {
              label: `${r.backend} ${r.scenario}: every visitor stored`,
              ok: r.visitorRefused === 0 && r.visitorRows === r.visits,
              detail: `${r.visitorRows} of ${r.visits}`,
            },
          ]),
    ]),
  );
  if (options.json) {
    await writeFile(
      options.json,
      JSON.stringify({date: new Date().toISOString(), machine: loadNote, seconds, connections, runs}, null, 2),
    );
    console.log(`Wrote ${options.json}`);
  }
  process.exitCode = met ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
