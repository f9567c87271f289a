// A flood that pays: asks for a challenge, solves it with native SHA-256 as fast as one core
// allows, and sends a row with the proof, each request from a new loopback address. Runs as its
// own process so its CPU time is its own (process.cpuUsage) and its busy loop never delays the
// visitor. Prints one JSON line at the end: requests, answers by status, CPU seconds.
//
//   node bench/lib/pow-attacker.mjs <backend url> <anon key> <seconds> <address block>
import {createHash} from 'node:crypto';
import {loopbackAddress, postFrom} from './loopback-clients.mjs';

const [url, anonKey, seconds, block] = process.argv.slice(2);
const headers = {apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json'};
const deadline = Date.now() + Number(seconds) * 1000;
const cpuAtStart = process.cpuUsage();

/** @param {{challenge: string, salt: string, maxnumber: number}} challenge */
function solve({challenge, salt, maxnumber}) {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) return number;
  }
  return -1;
}

/** @type {Record<string, number>} */
const answers = {};
let sequence = 0;
while (Date.now() < deadline) {
  sequence += 1;
  const address = loopbackAddress(Number(block), sequence);
  const response = await fetch(`${url}/rest/v1/rpc/contact_form_challenge`, {
    method: 'POST',
    headers,
    body: '{}',
  }).catch(() => undefined);
  if (!response?.ok) {
    answers.challenge_failed = (answers.challenge_failed ?? 0) + 1;
    continue;
  }
  const challenge = await response.json();
  const number = solve(challenge);
  const {algorithm, salt, signature} = challenge;
  const proof = Buffer.from(
    JSON.stringify({algorithm, challenge: challenge.challenge, number, salt, signature}),
  ).toString('base64');
  const body = JSON.stringify({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `attacker.${sequence}.${process.pid}@example.com`,
    company: 'Attacker',
    message: 'Bench traffic, with a proof of work.',
    proof,
  });
  const {status} = await postFrom(`${url}/rest/v1/contact_submissions`, headers, body, address);
  answers[status] = (answers[status] ?? 0) + 1;
}
const cpu = process.cpuUsage(cpuAtStart);
console.log(JSON.stringify({requests: sequence, answers, cpuSeconds: (cpu.user + cpu.system) / 1e6}));
