import type {ReactNode} from 'react';

export default function MDXContent({children}: {children: ReactNode}) {
  return <>{children}</>;
}
