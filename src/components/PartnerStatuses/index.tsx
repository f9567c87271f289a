import ContentBlock, {ContentBlockList} from '@site/src/components/ContentBlock';
import styles from './styles.module.css';

export type PartnerStatus = {
  name: string;
  description: string;
};

export type PartnerStatusesProps = {
  /** Optional heading above the path. */
  title?: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** In the order a vendor reaches them. */
  statuses: PartnerStatus[];
};

/** The SAP partner statuses a vendor works towards, as a numbered path from first to last. */
export default function PartnerStatuses({title, intro, statuses}: PartnerStatusesProps) {
  return (
    <ContentBlock title={title} intro={intro} className={styles.root}>
      <ContentBlockList ordered className={styles.path}>
        {statuses.map((status, index) => (
          <li key={status.name} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.name}>{status.name}</h3>
            <p className={styles.description}>{status.description}</p>
          </li>
        ))}
      </ContentBlockList>
    </ContentBlock>
  );
}
