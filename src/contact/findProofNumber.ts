/**
 * The search at the heart of ALTCHA's proof of work (version 1): the number that, written after
 * the salt, hashes to the challenge. altcha-lib's solver awaits WebCrypto once per number, and
 * that round trip, not the hash, is most of its time: about 210,000 numbers a second in Chromium
 * and 25,000 in Node. Hashing synchronously with @noble/hashes tries about 600,000 a second in
 * either (bench/proof-solve.mjs compares the two), so a flood's top work stays a few seconds on a
 * phone. The loop gives the page back every few milliseconds, so typing never waits for it.
 */
import {sha256} from '@noble/hashes/sha2';
import {hexToBytes} from '@noble/hashes/utils';

/** Longest stretch of hashing between two chances for the page to handle input. */
const SLICE_MS = 8;
/** How often (in numbers tried) the clock is read. */
const CLOCK_EVERY = 512;

/** Lets the browser run whatever waits (input, rendering), without setTimeout's 4 ms clamp. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return a.length === b.length;
}

/**
 * The number from 0 to maxNumber whose SHA-256 after the salt is the challenge (hex), or
 * undefined when there is none, or the search was aborted.
 */
export async function findProofNumber(
  salt: string,
  challenge: string,
  maxNumber: number,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const target = hexToBytes(challenge);
  const prefix = new TextEncoder().encode(salt);
  // The salt's bytes once, then each number's digits written after them in place.
  const input = new Uint8Array(prefix.length + String(maxNumber).length);
  input.set(prefix);
  let sliceStarted = performance.now();
  for (let number = 0; number <= maxNumber; number += 1) {
    const digits = String(number);
    for (let index = 0; index < digits.length; index += 1) input[prefix.length + index] = digits.charCodeAt(index);
    if (sameBytes(sha256(input.subarray(0, prefix.length + digits.length)), target)) return number;
    if (number % CLOCK_EVERY === 0 && performance.now() - sliceStarted > SLICE_MS) {
      await nextTask();
      if (signal?.aborted) return undefined;
      sliceStarted = performance.now();
    }
  }
  return undefined;
}
