/**
 * The editor's live preview of the site facts, drawn by the components the pages use for them:
 * the value cards (CardGrid, as on the home page), the steps (Steps, How We Operate) and the
 * figures (MetricGrid: the track record and the partner results). The sections that show them
 * read a build-time module instead of props, so their building blocks are used here.
 */
import CardGrid from '@site/src/components/CardGrid';
import MetricGrid, {type Metric} from '@site/src/components/MetricGrid';
import Section from '@site/src/components/Section';
import Steps from '@site/src/components/Steps';
import type {SiteFacts} from '@site/src/siteContent/siteSchema';
import {entryData, PreviewBoundary, PreviewPlace, type PreviewProps} from './previewParts';
import styles from './preview.module.css';

type Figures = Partial<SiteFacts['trackRecord']>;

/** Half-filled list items (a cleared field) are left out rather than drawn broken. */
const complete = <T extends object>(items: readonly (Partial<T> | undefined)[] | undefined, keys: (keyof T)[]) =>
  (items ?? []).filter((item): item is T => !!item && keys.every((key) => item[key] !== undefined && item[key] !== ''));

function FigureSet({place, figures}: {place: string; figures: Figures | undefined}) {
  const metrics = complete<Metric>(figures?.items, ['icon', 'value', 'label']);
  return (
    <Section as="div" tone="muted">
      <PreviewPlace>{place}</PreviewPlace>
      <MetricGrid metrics={metrics} />
      {figures?.source && <p className={styles.note}>Source: {figures.source}</p>}
    </Section>
  );
}

export default function SiteFactsPreview({entry}: PreviewProps) {
  const data = entryData<SiteFacts>(entry);
  const values = complete<SiteFacts['values'][number]>(data.values, ['icon', 'title', 'description']);
  const steps = complete<SiteFacts['steps'][number]>(data.steps, ['title', 'description']);
  return (
    <PreviewBoundary resetKey={JSON.stringify(data)}>
      <Section as="div" tone="dark">
        <PreviewPlace>Home page, value cards</PreviewPlace>
        <CardGrid items={values} />
      </Section>
      <Section as="div">
        <PreviewPlace>Home page and /why-omnia, How We Operate</PreviewPlace>
        <Steps items={steps} />
      </Section>
      <FigureSet place="/why-omnia and the service page, track record" figures={data.trackRecord} />
      <FigureSet place="/about, partner results" figures={data.partnerResults} />
      <Section as="div">
        <PreviewPlace>Contact (footer, contact cards) and regions (/about)</PreviewPlace>
        <p>
          {data.email} · {data.linkedin}
        </p>
        <p>{(data.regions ?? []).map((region) => region?.code).join(' · ')}</p>
      </Section>
    </PreviewBoundary>
  );
}
