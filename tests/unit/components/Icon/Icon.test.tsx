import {render} from '@testing-library/react';
import Icon, {ICON_NAMES, type IconName} from '@site/src/components/Icon';

describe('Icon', () => {
  // Every name a document may use draws a shape: a name without a drawing would show nothing.
  it.each([...ICON_NAMES])('draws the "%s" icon, hidden from assistive technology', (name) => {
    const {container} = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path, circle, rect, line, polyline, polygon')).not.toBeNull();
  });

  it('fails loudly, listing valid names, when a document misspells an icon', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Icon name={'charts' as IconName} />)).toThrow(
      /Unknown icon "charts". Use one of: chart, clock/,
    );
  });
});
