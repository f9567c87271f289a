/**
 * The editor's live preview of a highlight, drawn by the site's own components with the data the
 * build would give them (plugins/site-content/pageModules.ts): the home page's card
 * (HighlightList, the Recent Highlights row) and the service page's list entry (EventList).
 */
import EventList, {type EventItem} from '@site/src/components/EventList';
import HighlightList from '@site/src/components/Home/RecentHighlights/HighlightList';
import Section from '@site/src/components/Section';
import {buildDay, dateInWords, isUpcoming, screenWords} from '@site/src/siteContent/events';
import {EVENT_DATE, highlightFileName, type HighlightFrontMatter} from '@site/src/siteContent/highlightSchema';
import type {CardImage, HighlightCardData} from '@site/src/siteContent/types';
import {entryData, PreviewBoundary, PreviewPlace, type PreviewProps} from './previewParts';
import styles from './preview.module.css';

type Data = Partial<HighlightFrontMatter> & {body?: string};

/**
 * An event without a photo shows the site's illustration: the event's own, when the site has one
 * named after it, else the shared one (pageModules.ts chooses; the preview cannot see static/).
 */
function illustration(slug: string | undefined, data: Data): CardImage {
  const screen = screenWords(data);
  return {
    src: `/img/highlights/${slug ?? 'event'}.webp`,
    width: 800,
    height: 500,
    alt: '',
    ...(screen ? {screen} : {}),
  };
}

/** The photo at the card's size: the build crops it to 16:10 and the card keeps that frame. */
function picture(data: Data, getAsset: PreviewProps['getAsset'], slug: string | undefined): CardImage {
  const src = data.image ? getAsset(data.image)?.toString() : undefined;
  return src ? {src, width: 800, height: 500, alt: data.imageAlt ?? ''} : illustration(slug, data);
}

/** What the two pages show, as plugins/site-content/pageModules.ts builds it. */
export function previewItems(data: Data, image: CardImage, today = buildDay()) {
  const title = data.title ?? '';
  const description = (data.body ?? '').trim().replace(/\s+/g, ' ');
  const date = String(data.date ?? '');
  const upcoming = EVENT_DATE.test(date) && isUpcoming({slug: '', date}, today);
  const when = upcoming ? dateInWords(date) : data.when;
  const card: HighlightCardData = {id: 'preview', title, description, image, link: data.link ?? ''};
  const event: EventItem = {
    name: data.listing?.title ?? title,
    description: data.listing?.description ?? description,
    ...(data.place ? {place: data.place} : {}),
    ...(when ? {when} : {}),
    ...(upcoming ? {upcoming} : {}),
    image,
  };
  return {card, event, upcoming};
}

export default function HighlightPreview({entry, getAsset}: PreviewProps) {
  const data = entryData<Data>(entry);
  // A saved event may have an illustration of its own (2026-01-san-diego-kickoff.md → san-diego-kickoff.webp).
  const path = entry.get('path');
  const slug = typeof path === 'string' ? highlightFileName(path).slug : undefined;
  const {card, event, upcoming} = previewItems(data, picture(data, getAsset, slug));
  return (
    <PreviewBoundary resetKey={JSON.stringify(data)}>
      <Section as="div">
        <PreviewPlace>Home page, Recent Highlights{upcoming ? ' (once its date has passed)' : ''}</PreviewPlace>
        <HighlightList highlights={[card]} />
        {!data.image && <p className={styles.note}>No photo: the card shows the site’s illustration.</p>}
      </Section>
      <Section as="div" tone="muted">
        <PreviewPlace>Service page, events</PreviewPlace>
        <EventList events={[event]} />
      </Section>
    </PreviewBoundary>
  );
}
