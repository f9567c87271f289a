import {translate} from '@docusaurus/Translate';
import regionNames from '@generated/site-content/default/region-names.json';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {REGIONS as ALL_REGIONS} from '@site/src/siteContent/regions';
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
        eyebrow={translate({
          id: 'about.regions.eyebrow',
          message: 'Global Reach',
          description: "About page: small label above the heading of the map of SAP's sales regions (short)",
        })}
        title={translate({
          id: 'about.regions.title',
          message: 'Working with SAP teams in every region',
          description: 'About page: heading of the map of the four SAP sales regions Omnia works in',
        })}
        description={translate({
          id: 'about.regions.description',
          message:
            "Your pipeline is not tied to one market: we engage SAP's field across all four of its sales regions.",
          description: 'About page: sentence under the regions heading, above the world map',
        })}
      />
      <figure className={styles.figure}>
        <div className={styles.mapFrame}>
          <img
            className={styles.map}
            src="/img/regions.svg"
            alt={translate(
              {
                id: 'about.regions.mapAlt',
                message: 'World map highlighting the four SAP sales regions Omnia covers: {regions}.',
                description:
                  "About page: the world map's text alternative; {regions} lists the four regions' names, joined the way the language joins a list",
              },
              {regions: regionNames},
            )}
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
