#!/usr/bin/env node
// Abuse of the contact form's public key against the local backend with the shipped limits
// (supabase/migrations/*_contact_rate_limits.sql, *_contact_proof_of_work.sql): what an attacker
// gets stored, and what a real visitor submitting during the attack gets. Every client has an
// address of its own on loopback (bench/lib/loopback-clients.mjs), which the gateway appends to
// x-forwarded-for as Supabase's proxy does. Each scenario runs on a fresh database:
//   one-client        one connection, single inserts from one address, as fast as it can
//   one-address       many connections from one address at once (the counts must still hold)
//   arrays            one client sending 50-row arrays (refused whole by the database)
//   many-addresses    every request from a new address, no proof of work: only the valve holds
//   many-addresses-pow  every request from a new address with a proof of work, solved with native
//                     SHA-256 on one core as fast as it goes (bench/lib/pow-attacker.mjs)
// Meanwhile a visitor submits through the form's own code (proof of work included) every
// --visitor-every ms, each time from a new address with a new e-mail. The lead notifications run
// as on `npm run dev` (notify-lead in Deno, MailDev), with the held rows' summary every
// --summary-every seconds. Prints rows stored, rows refused, the visitor's share stored, notified
// and latency, the flood's rows per CPU-second and the table's growth; exits 1 when a check fails.
// See bench/README.md.
//
//   node bench/abuse.mjs [--seconds 10] [--connections 20] [--visitor-every 1000]
//                        [--backends pglite,postgres] [--scenarios …] [--summary-every 15]
//                        [--json out.json]
import {spawn} from 'node:child_process';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startLocalBackend} from '../local-backend/start.mjs';
import {findFreePort} from '../scripts/free-port.mjs';
import {freshDatabase, listedRows, settleNotifications, storedMegabytes} from './lib/abuse-database.mjs';
import {visit} from './lib/form-visitor.mjs';
import {loopbackAddress, postFrom} from './lib/loopback-clients.mjs';
import {formatTable, machineLoadNote, printBudgets, round} from './lib/report.mjs';

const ANON_KEY = 'omnia-abuse-anon-key';
const HEADERS = {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'};
const ARRAY_ROWS = 50;
// The shipped limits, which the checks compare with.
const PER_ADDRESS = 5;
const ALL_CLIENTS_PER_HOUR = 100;
// The share of visitor submissions that must be stored in every scenario.
const VISITOR_GOAL = 0.99;
const SCENARIOS = ['one-client', 'one-address', 'arrays', 'many-addresses', 'many-addresses-pow'];
// 127.<block>.x.y: one block per kind of client, so their addresses never meet.
const BLOCK = {attacker: 1, visitor: 2, proofAttacker: 3};

const {values: options} = parseArgs({
  options: {
    seconds: {type: 'string', default: '10'},
    connections: {type: 'string', default: '20'},
    'visitor-every': {type: 'string', default: '1000'},
    backends: {type: 'string', default: 'pglite,postgres'},
    scenarios: {type: 'string', default: SCENARIOS.join(',')},
    'summary-every': {type: 'string', default: '15'},
    json: {type: 'string'},
  },
});

/** @param {number} sequence */
function attackerRow(sequence) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `attacker.${sequence}.${process.pid}@example.com`,
    company: 'Attacker',
    message: 'Bench traffic.',
  };
}

/**
 * Requests without a proof of work, as fast as the loops go.
 * @param {string} scenario
 * @param {string} url
 * @param {number} deadline
 * @param {number} connections
 */
async function attack(scenario, url, deadline, connections) {
  /** @type {Record<string, number>} */
  const answers = {};
  let sequence = 0;
  const arrayBody = () => Array.from({length: ARRAY_ROWS}, () => attackerRow((sequence += 1)));
  const loop = async () => {
    while (Date.now() < deadline) {
      const address = loopbackAddress(BLOCK.attacker, scenario === 'many-addresses' ? sequence + 1 : 66);
      const body = scenario === 'arrays' ? arrayBody() : attackerRow((sequence += 1));
      const {status} = await postFrom(`${url}/rest/v1/contact_submissions`, HEADERS, JSON.stringify(body), address);
      answers[status] = (answers[status] ?? 0) + 1;
    }
  };
  const loops = scenario === 'one-client' || scenario === 'arrays' ? 1 : connections;
  await Promise.all(Array.from({length: loops}, loop));
  return {answers, cpuSeconds: Number.NaN};
}

/**
 * The paying flood, in a process of its own.
 * @param {string} url @param {number} seconds
 * @returns {Promise<{answers: Record<string, number>, cpuSeconds: number}>}
 */
function attackWithProofs(url, seconds) {
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'lib/pow-attacker.mjs'),
      url,
      ANON_KEY,
      String(seconds),
      String(BLOCK.proofAttacker),
    ],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`The proof-of-work attacker exited with ${code}: ${output}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'));
    });
  });
}

/** @param {string} url @param {number} deadline @param {number} every */
async function visitor(url, deadline, every) {
  /** @type {{stored: boolean, proved: boolean, ms: number}[]} */
  const results = [];
  let sequence = 0;
  while (Date.now() < deadline) {
    const next = Date.now() + every;
    sequence += 1;
    const address = loopbackAddress(BLOCK.visitor, sequence);
    const email = `visitor.${sequence}.${process.pid}@example.com`;
    results.push(await visit({url, anonKey: ANON_KEY}, address, email));
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

/**
 * @param {string} backend @param {string} scenario @param {number} seconds @param {number} connections
 * @param {number} every the visitor's interval @param {number} summarySeconds
 */
async function run(backend, scenario, seconds, connections, every, summarySeconds) {
  const database = await freshDatabase(backend);
  try {
    const megabytesBefore = await storedMegabytes(database.settings);
    const [functionPort, smtpPort, inboxPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    const server = await startLocalBackend({
      ...database.settings,
      port: 0,
      anonKey: ANON_KEY,
      quiet: true,
      notify: {functionPort, smtpPort, inboxPort, heldSummarySeconds: summarySeconds},
    });
    let flood;
    let visits;
    try {
      const deadline = Date.now() + seconds * 1000;
      [flood, visits] = await Promise.all([
        scenario === 'many-addresses-pow'
          ? attackWithProofs(server.url, seconds)
          : attack(scenario, server.url, deadline, connections),
        visitor(server.url, deadline, every),
      ]);
      await settleNotifications(database.settings, summarySeconds);
    } finally {
      await server.stop();
    }
    const rows = await listedRows(database.settings);
    const megabytes = (await storedMegabytes(database.settings)) - megabytesBefore;
    const answers = flood.answers;
    const sent = Object.entries(answers)
      .filter(([status]) => /^\d+$/.test(status))
      .reduce((sum, [, n]) => sum + n, 0);
    const attackerRows = rows.filter((stored) => stored.company === 'Attacker').length;
    const visitorRows = rows.filter((stored) => stored.company === 'Visitor').length;
    const times = visits.map((one) => one.ms);
    return {
      backend,
      scenario,
      sent,
      answers,
      attackerRows,
      attackerRefused: sent - (answers[201] ?? 0),
      attackerRowsPerCpuSecond: round(attackerRows / flood.cpuSeconds, 1),
      visits: visits.length,
      visitorRows,
      visitorHeld: rows.filter((stored) => stored.company === 'Visitor' && stored.held).length,
      visitorNotified: rows.filter((stored) => stored.company === 'Visitor' && stored.notification?.status === 'sent')
        .length,
      visitorRefused: visits.filter((one) => !one.stored).length,
      visitorP50: round(percentile(times, 0.5), 1),
      visitorP99: round(percentile(times, 0.99), 1),
      megabytesPerHour: round((megabytes * 3600) / seconds, 2),
    };
  } finally {
    await database.close();
  }
}

async function main() {
  const seconds = Number(options.seconds);
  const connections = Number(options.connections);
  const every = Number(options['visitor-every']);
  const summarySeconds = Number(options['summary-every']);
  const backends = options.backends.split(',').map((name) => name.trim());
  const scenarios = options.scenarios.split(',').map((name) => name.trim());
  const unknown = scenarios.find((scenario) => !SCENARIOS.includes(scenario));
  if (unknown) throw new Error(`Unknown scenario ${unknown}: choose from ${SCENARIOS.join(', ')}`);
  const loadNote = machineLoadNote();
  console.log(`Before starting: ${loadNote}`);
  const runs = [];
  for (const backend of backends) {
    for (const scenario of scenarios) {
      console.log(`${backend}, ${scenario}: ${seconds} s…`);
      runs.push(await run(backend, scenario, seconds, connections, every, summarySeconds));
    }
  }
  console.log(
    `\nShipped limits, ${seconds} s per scenario, ${connections} connections where several, a visitor every ${every} ms\n`,
  );
  console.log(
    formatTable(
      [
        'Backend',
        'Attack',
        'Requests',
        'Answers',
        'Rows stored',
        'Rows per CPU s',
        'Visits',
        'Visitor rows (held)',
        'Visitor refused',
        'Visitor rows notified',
        'Visitor p50 ms',
        'Visitor p99 ms',
        'MB per hour',
      ],
      runs.map((r) => [
        r.backend,
        r.scenario,
        r.sent,
        Object.entries(r.answers)
          .map(([status, n]) => `${n}×${status}`)
          .join(' '),
        r.attackerRows,
        r.attackerRowsPerCpuSecond,
        r.visits,
        `${r.visitorRows} (${r.visitorHeld})`,
        r.visitorRefused,
        r.visitorNotified,
        r.visitorP50,
        r.visitorP99,
        r.megabytesPerHour,
      ]),
    ),
  );
  const met = printBudgets(
    'Checks',
    runs.flatMap((r) => [
      r.scenario === 'many-addresses'
        ? {
            label: `${r.backend} ${r.scenario}: attacker rows within the hourly valve`,
            ok: r.attackerRows <= ALL_CLIENTS_PER_HOUR,
            detail: `${r.attackerRows} of ${ALL_CLIENTS_PER_HOUR}`,
          }
        : r.scenario === 'many-addresses-pow'
          ? {
              label: `${r.backend} ${r.scenario}: the flood paid for its rows`,
              ok: r.attackerRows === 0 || Number.isFinite(r.attackerRowsPerCpuSecond),
              detail: `${r.attackerRows} rows, ${r.attackerRowsPerCpuSecond} per CPU-second`,
            }
          : {
              label: `${r.backend} ${r.scenario}: at most ${PER_ADDRESS} attacker rows`,
              ok: r.attackerRows <= (r.scenario === 'arrays' ? 0 : PER_ADDRESS),
              detail: `${r.attackerRows} stored`,
            },
      {
        label: `${r.backend} ${r.scenario}: at least ${VISITOR_GOAL * 100} % of visitors stored`,
        ok: r.visits > 0 && r.visitorRows >= VISITOR_GOAL * r.visits && r.visitorRows === r.visits - r.visitorRefused,
        detail: `${r.visitorRows} of ${r.visits}`,
      },
      {
        label: `${r.backend} ${r.scenario}: every visitor row stored reached the inbox, alone or in a summary`,
        ok: r.visitorNotified === r.visitorRows,
        detail: `${r.visitorNotified} of ${r.visitorRows}`,
      },
    ]),
  );
  if (options.json) {
    await writeFile(
      options.json,
      JSON.stringify(
        {date: new Date().toISOString(), machine: loadNote, seconds, connections, every, summarySeconds, runs},
        null,
        2,
      ),
    );
    console.log(`Wrote ${options.json}`);
  }
  process.exitCode = met ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
