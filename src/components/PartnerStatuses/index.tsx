import type {ReactNode} from 'react';
import ContentBlock from '@site/src/components/ContentBlock';
import Steps from '@site/src/components/Steps';

export type PartnerStatus = {
  name: string;
  description: string;
};

export type PartnerStatusesProps = {
  /** Optional heading above the path; text, or text with <wbr> where a Japanese compound may break. */
  title?: ReactNode;
  /** Optional sentence under the heading. */
  intro?: string;
  /** In the order a vendor reaches them. */
  statuses: PartnerStatus[];
};

/** The SAP partner statuses a vendor works towards, as a numbered path from first to last. */
export default function PartnerStatuses({title, intro, statuses}: PartnerStatusesProps) {
  return (
    <ContentBlock title={title} intro={intro}>
      <Steps items={statuses.map(({name, description}) => ({title: name, description}))} />
    </ContentBlock>
  );
}
