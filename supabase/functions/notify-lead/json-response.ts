// The function's answers: JSON, for the webhook's logs (pg_net keeps them in net._http_response).

export function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
