import type {ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import MDXComponents from '@site/src/theme/MDXComponents';

/** @theme/MDXContent: an MDX body gets the same components as on the site (the preview compiles one). */
export default function MDXContent({children}: {children: ReactNode}) {
  return <MDXProvider components={MDXComponents}>{children}</MDXProvider>;
}
