import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {VALUES} from './values';
import styles from './styles.module.css';

/** Value cards: Expertise, Global Reach, Deep Relationships, Revenue Acceleration. */
export default function ValueCards() {
  return (
    <Section tone="dark" labelledBy="value-cards-title">
      <SectionTitle
        id="value-cards-title"
        eyebrow="Why Omnia"
        title="What we bring to every partnership"
        description="An operator inside the SAP ecosystem, not an agency on the outside."
      />
      <ul className={styles.grid}>
        {VALUES.map((value) => (
          <li key={value.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={value.icon} size={26} />
            </span>
            <h3 className={styles.title}>{value.title}</h3>
            {value.highlight && <p className={styles.highlight}>{value.highlight}</p>}
            <p className={styles.description}>{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
