import ContentBlock, {ContentBlockList} from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type EventItem = {
  name: string;
  /** Where it happens, e.g. "San Diego"; omit rather than guess. */
  place?: string;
  /** When, as published (e.g. "2025"); omit rather than guess. */
  when?: string;
  description: string;
  /** Illustration above the card, e.g. {src: '/img/highlights/san-diego-kickoff.webp', width: 800, height: 500}. */
  image?: {src: string; width: number; height: number};
};

export type EventListProps = {
  /** Optional heading above the list. */
  title?: string;
  events: EventItem[];
  /** Heading level of `title`: 2 by default (event names go one below). */
  headingLevel?: 2 | 3;
};

/** The events where partners meet SAP's field teams and customers. */
export default function EventList({title, events, headingLevel = 2}: EventListProps) {
  const EventHeading = headingLevel === 3 ? 'h4' : 'h3';
  return (
    <ContentBlock title={title} headingLevel={headingLevel}>
      <ContentBlockList className={styles.list}>
        {events.map((event) => (
          <li key={event.name} className={styles.event}>
            {event.image && (
              // The card's heading and text say what the illustration shows.
              <img
                src={event.image.src}
                width={event.image.width}
                height={event.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            )}
            <div className={styles.body}>
              {!event.image && (
                <span className={styles.badge}>
                  <Icon name="calendar" size={22} />
                </span>
              )}
              <EventHeading className={styles.name}>{event.name}</EventHeading>
              {(event.place || event.when) && (
                <p className={styles.meta}>
                  <Icon name="mapPin" />
                  <span>{[event.place, event.when].filter(Boolean).join(' · ')}</span>
                </p>
              )}
              <p className={styles.description}>{event.description}</p>
            </div>
          </li>
        ))}
      </ContentBlockList>
    </ContentBlock>
  );
}
