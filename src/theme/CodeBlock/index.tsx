import {lazy, Suspense, type ComponentProps} from 'react';
import type OriginalCodeBlockType from '@theme-original/CodeBlock';

// The theme's code block brings Prism (~30 KB compressed) into every MDX page's first load, and
// no page has a code block today: load it only when one renders. Pre-rendered HTML is unchanged
// (the server waits for lazy components).
const OriginalCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

type Props = ComponentProps<typeof OriginalCodeBlockType>;

export default function CodeBlock(props: Props) {
  return (
    <Suspense fallback={<pre>{props.children}</pre>}>
      <OriginalCodeBlock {...props} />
    </Suspense>
  );
}
