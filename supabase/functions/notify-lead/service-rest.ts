// Requests to the project's REST API (PostgREST) with the service role key, as Supabase's own
// clients make them; locally the backend's gateway answers the same routes.

export interface ServiceRest {
  /** The parsed JSON answer (null when empty); throws with the status on anything but 2xx. */
  request(path: string, init?: {method?: 'GET' | 'POST'; body?: unknown}): Promise<unknown>;
}

export function serviceRest(supabaseUrl: string, serviceRoleKey: string): ServiceRest {
  return {
    async request(path, {method = 'GET', body} = {}) {
      const response = await fetch(new URL(path, supabaseUrl), {
        method,
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : {'content-type': 'application/json'}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return text ? JSON.parse(text) : null;
    },
  };
}
