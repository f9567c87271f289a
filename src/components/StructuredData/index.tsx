import {useState} from 'react';

/**
 * A page's JSON-LD, for crawlers, which read the pre-rendered page or the one they load and run
 * themselves. It stays out of <Head>: react-helmet-async writes a head script with `innerHTML`, and
 * React creates a `<script>` element through `innerHTML` too, both sinks the pages' CSP closes
 * (Trusted Types, plugins/host-config/policy.ts). Here the script is written into the
 * pre-rendered HTML and hydration keeps that element as it is; a page React renders itself, after
 * a link followed in the browser, goes without (no crawler arrives that way).
 */
export default function StructuredData({data}: {data: unknown}) {
  // src/theme/Root marks the document once the first page has hydrated.
  const [inPrerenderedPage] = useState(
    () => typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true',
  );
  if (!inPrerenderedPage) return null;
  // `<` escaped, so no text in the data can close the script element or open a comment.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: json}} />;
}
