import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {REGIONS as ALL_REGIONS, regionNamesInProse} from '@site/src/content/regions';
import positions from './labelPositions.module.css';
import styles from './styles.module.css';

/** Each region's colour, matching its dots in /img/regions.svg (content/quoted-copy.yaml keeps the codes). */
const TONES: Record<string, string> = {NA: styles.sky, LATAM: styles.teal, EMEA: styles.blue, APJ: styles.mist};

const REGIONS = ALL_REGIONS.map((region) => ({...region, tone: TONES[region.code]}));

/** Where Omnia works: the four SAP sales regions. */
export default function Regions() {
  return (
    <Section labelledBy="regions-title">
      <SectionTitle
        id="regions-title"
        eyebrow="Global Reach"
        title="Working with SAP teams in every region"
        description="Your pipeline is not tied to one market: we engage SAP's field across all four of its sales regions."
      />
      <figure className={styles.figure}>
        <div className={styles.mapFrame}>
          <img
            className={styles.map}
            src="/img/regions.svg"
            alt={`World map highlighting the four SAP sales regions Omnia covers: ${regionNamesInProse()}.`}
            width={960}
            height={540}
            loading="lazy"
            decoding="async"
          />
          {/* The map's labels are HTML, not SVG text, so they keep a readable size (>= 13px) when the map
              shrinks on a phone. The caption below names the regions for assistive technology. */}
          <ul className={styles.labels} aria-hidden="true">
            {REGIONS.map(({code, tone}) => (
              <li key={code} className={`${styles.label} ${positions[code]}`}>
                <span className={`${styles.swatch} ${tone}`} />
                {code}
              </li>
            ))}
          </ul>
        </div>
        <figcaption>
          <ul className={styles.regions}>
            {REGIONS.map(({code, name, tone}) => (
              <li key={code}>
                <span className={`${styles.swatch} ${tone}`} aria-hidden="true" />
                <abbr title={name} className={styles.code}>
                  {code}
                </abbr>
                <span className={styles.name}>{name}</span>
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </Section>
  );
}
