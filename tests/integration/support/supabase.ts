// A supabase-js client configured like the site's, for Node.
import {createClient} from '@supabase/supabase-js';

// supabase-js 2.119 refuses to start on Node 20 without a WebSocket class. The tests never
// open a realtime channel, so one that fails loudly if used is enough.
class UnusedWebSocket {
  constructor() {
    throw new Error('Realtime is not used by the contact form');
  }
}

export function supabaseClient(url: string, key: string, schema = 'public') {
  return createClient(url, key, {
    auth: {persistSession: false, autoRefreshToken: false, detectSessionInUrl: false},
    db: {schema},
    realtime: {transport: UnusedWebSocket as never},
  });
}
