import type {ReactNode} from 'react';
import PartnerPageLayout from '@site/src/components/PartnerPage';

/** Every document in partners/ is a partner profile. */
export default function DocItemLayout({children}: {children: ReactNode}) {
  return <PartnerPageLayout>{children}</PartnerPageLayout>;
}
