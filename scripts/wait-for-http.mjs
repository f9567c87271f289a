// Waits until a URL answers (any status). Usage: node scripts/wait-for-http.mjs URL [timeoutMs]
const [url, timeout = '30000'] = process.argv.slice(2);
const deadline = Date.now() + Number(timeout);
while (Date.now() < deadline) {
  try {
    await fetch(url);
    process.exit(0);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
console.error(`${url} did not answer within ${timeout} ms`);
process.exit(1);
