import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartnerRing, {ringAngle} from '@site/src/components/PartnerRing';
import {serviceRingPartners} from '@site/src/partners/allPartners';

const angleOf = (item: HTMLElement) => item.style.getPropertyValue('--angle');

describe('PartnerRing', () => {
  it('spaces logos 360/n degrees apart: 36° for the ten on the service page', () => {
    expect(Array.from({length: 10}, (_, index) => ringAngle(index, 10))).toEqual([
      0, 36, 72, 108, 144, 180, 216, 252, 288, 324,
    ]);
  });

  it('is a plain list of links to every ring partner in the directory, named by partner', () => {
    render(<PartnerRing />);
    const list = screen.getByRole('list', {name: 'Partners in the Omnia ecosystem'});
    const links = within(list).getAllByRole('link');
    // The directory fixture marks Alpha and Gamma for the ring.
    expect(serviceRingPartners).toHaveLength(2);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alpha', '/partners/alpha'],
      ['Gamma', '/partners/gamma'],
    ]);
  });

  it('places each partner at its own angle on the ring', () => {
    render(<PartnerRing />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map(angleOf)).toEqual(['0deg', '180deg']);
  });

  it('hides the decorative centre mark from assistive technology', () => {
    const {container} = render(<PartnerRing />);
    const mark = container.querySelector('img[src="/img/logos/omnia-mark.svg"]')!;
    expect(mark.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('lets visitors pause and resume the rotation', async () => {
    const user = userEvent.setup();
    render(<PartnerRing />);
    await user.click(screen.getByRole('button', {name: 'Pause rotation'}));
    expect(screen.getByRole('button', {name: 'Resume rotation'})).toBeInTheDocument();
  });

  it('renders a titled section when given a title', () => {
    render(<PartnerRing title="Partners in the Omnia ecosystem" intro="Select a logo." />);
    expect(screen.getByRole('region', {name: 'Partners in the Omnia ecosystem'})).toBeInTheDocument();
  });

  it('renders nothing when no partner is marked for the ring', () => {
    const {container} = render(<PartnerRing partners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
