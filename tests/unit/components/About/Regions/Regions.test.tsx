import {render, screen, within} from '@testing-library/react';
import Regions from '@site/src/components/About/Regions';

const CODES = ['NA', 'LATAM', 'EMEA', 'APJ'];

describe('About: Regions', () => {
  it('describes the map completely in its alt text', () => {
    render(<Regions />);
    const map = screen.getByRole('img', {name: /four SAP sales regions/});
    // Joined as English joins a list, when the site was built (plugins/site-content).
    expect(map).toHaveAttribute(
      'alt',
      'World map highlighting the four SAP sales regions Omnia covers: North America, Latin America, Europe, Middle East and Africa, and Asia Pacific and Japan.',
    );
  });

  it('labels each region on the map with HTML text, placed by the generated positions', () => {
    const {container} = render(<Regions />);
    // The CSS-module mock returns class names as written, so the label's class names its position rule.
    const labels = Array.from(container.querySelectorAll('[aria-hidden="true"] > li'));
    expect(labels.map((label) => label.textContent)).toEqual(CODES);
    for (const [i, label] of labels.entries()) expect(label).toHaveClass('label', CODES[i]);
  });

  it('names every region in the caption for assistive technology', () => {
    render(<Regions />);
    const caption = screen.getByRole('figure').querySelector('figcaption') as HTMLElement;
    for (const code of CODES) expect(within(caption).getByText(code)).toHaveAttribute('title');
  });
});
