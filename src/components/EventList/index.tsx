import Translate from '@docusaurus/Translate';
import ContentBlock, {ContentBlockList} from '@site/src/components/ContentBlock';
import CardPicture from '@site/src/components/CardPicture';
import Icon from '@site/src/components/Icon';
import type {CardImage, ListedEvent} from '@site/src/siteContent/types';
import styles from './styles.module.css';

/** One event; an event without a picture shows a calendar badge. */
export type EventItem = Omit<ListedEvent, 'id' | 'image'> & {image?: CardImage};

export type EventListProps = {
  /** Optional heading above the list. */
  title?: string;
  events: EventItem[];
  /** Heading level of `title`: 2 by default (event names go one below). */
  headingLevel?: 2 | 3;
};

/** The events where partners meet SAP's field teams and customers: upcoming ones first, marked as such. */
export default function EventList({title, events, headingLevel = 2}: EventListProps) {
  const EventHeading = headingLevel === 3 ? 'h4' : 'h3';
  return (
    <ContentBlock title={title} headingLevel={headingLevel}>
      <ContentBlockList className={styles.list}>
        {events.map((event) => (
          <li key={event.name} className={styles.event}>
            {event.image && <CardPicture image={event.image} className={styles.image} />}
            <div className={styles.body}>
              {!event.image && (
                <span className={styles.badge}>
                  <Icon name="calendar" size={22} />
                </span>
              )}
              {event.upcoming && (
                <p className={styles.upcoming}>
                  <Translate
                    id="service.events.upcoming"
                    description="Small label above an event on the service page that has not happened yet (one word)">
                    Upcoming
                  </Translate>
                </p>
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
