import Head from '@docusaurus/Head';

/** Emits one JSON-LD script into the page head. */
export default function StructuredData({data}: {data: Record<string, unknown>}) {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
