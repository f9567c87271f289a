/**
 * The editor's previews draw the entry being edited with the site's own components: a highlight
 * as its home page card and its service page entry, the site facts as the value cards, the steps
 * and the figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {fromJS} from 'immutable';
import {parse} from 'yaml';
import HighlightPreview from '@site/src/admin/HighlightPreview';
import SiteFactsPreview from '@site/src/admin/SiteFactsPreview';
import type {PreviewProps} from '@site/src/admin/previewParts';
import {installIntersectionObserver} from '@site/tests/unit/support/browserMocks';

function entry(data: object, filePath?: string): PreviewProps['entry'] {
  const fields: Record<string, unknown> = {data: fromJS(data), path: filePath};
  return {get: (key) => fields[key], getIn: () => undefined};
}

const getAsset = (file: string) => ({toString: () => `blob:preview/${file}`});

const HIGHLIGHT = {
  title: 'Partner day in Walldorf',
  date: '2026-05-14',
  place: 'Walldorf',
  when: 'May 2026',
  link: 'https://www.linkedin.com/company/example/',
  image: 'images/stage.jpg',
  imageAlt: 'Partners talking with SAP account executives at a stand',
  body: 'Partners met the account executives of a region and agreed on the next joint customer meetings.\n',
};

beforeEach(() => installIntersectionObserver());

describe('highlight preview', () => {
  it('draws the home page card: photo, title, description and the post link', () => {
    render(<HighlightPreview entry={entry(HIGHLIGHT)} getAsset={getAsset} />);
    const card = screen.getAllByRole('article')[0];
    expect(within(card).getByRole('heading', {level: 3})).toHaveTextContent(HIGHLIGHT.title);
    expect(within(card).getByText(HIGHLIGHT.body.trim())).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAttribute('src', 'blob:preview/images/stage.jpg');
    expect(within(card).getByRole('img')).toHaveAttribute('alt', HIGHLIGHT.imageAlt);
    expect(within(card).getByRole('link', {name: /View on LinkedIn/})).toHaveAttribute('href', HIGHLIGHT.link);
  });

  it('draws the service page entry with its shorter wording, place and date', () => {
    const listing = {
      title: 'Walldorf partner day',
      description: 'A partner day with the account executives of a region.',
    };
    render(<HighlightPreview entry={entry({...HIGHLIGHT, listing})} getAsset={getAsset} />);
    expect(screen.getByRole('heading', {name: listing.title})).toBeInTheDocument();
    expect(screen.getByText(listing.description)).toBeInTheDocument();
    expect(screen.getByText('Walldorf · May 2026')).toBeInTheDocument();
  });

  it('marks an event after today as upcoming, with its full date', () => {
    render(<HighlightPreview entry={entry({...HIGHLIGHT, date: '2999-03-12'})} getAsset={getAsset} />);
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText('Walldorf · 12 March 2999')).toBeInTheDocument();
    expect(screen.getByText(/Recent Highlights \(once its date has passed\)/)).toBeInTheDocument();
  });

  it('shows the site’s illustration without a photo: the event’s own once saved, else the shared one', () => {
    const withoutPhoto = {...HIGHLIGHT, image: undefined, imageAlt: undefined};
    const {unmount} = render(<HighlightPreview entry={entry(withoutPhoto)} getAsset={getAsset} />);
    expect(screen.getAllByRole('presentation')[0]).toHaveAttribute('src', '/img/highlights/event.webp');
    expect(screen.getByText(/No photo/)).toBeInTheDocument();
    unmount();
    render(
      <HighlightPreview
        entry={entry(withoutPhoto, 'content/highlights/2026-01-san-diego-kickoff.md')}
        getAsset={getAsset}
      />,
    );
    expect(screen.getAllByRole('presentation')[0]).toHaveAttribute('src', '/img/highlights/san-diego-kickoff.webp');
  });
});

describe('site facts preview', () => {
  const facts = parse(fs.readFileSync(path.resolve(__dirname, '../../../content/site.yaml'), 'utf8'));

  it('draws the value cards, the steps and both sets of figures from the file being edited', () => {
    render(<SiteFactsPreview entry={entry(facts)} getAsset={getAsset} />);
    for (const card of facts.values) expect(screen.getByRole('heading', {name: card.title})).toBeInTheDocument();
    for (const step of facts.steps) expect(screen.getByRole('heading', {name: step.title})).toBeInTheDocument();
    for (const metric of [...facts.trackRecord.items, ...facts.partnerResults.items])
      expect(screen.getByText(metric.label)).toBeInTheDocument();
    expect(screen.getByText(`Source: ${facts.trackRecord.source}`)).toBeInTheDocument();
  });

  it('leaves out a card the writer is half way through, instead of breaking', () => {
    const halfDone = {...facts, values: [{...facts.values[0], icon: undefined}, ...facts.values.slice(1)]};
    render(<SiteFactsPreview entry={entry(halfDone)} getAsset={getAsset} />);
    expect(screen.queryByRole('heading', {name: facts.values[0].title})).not.toBeInTheDocument();
    expect(screen.getByRole('heading', {name: facts.values[1].title})).toBeInTheDocument();
  });
});
