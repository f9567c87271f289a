import type {ReactNode} from 'react';

/** Partner documents are marketing pages, not documentation: no sidebar column, no docs chrome. */
export default function DocRootLayout({children}: {children: ReactNode}) {
  return <main>{children}</main>;
}
