import {render} from '@testing-library/react';
import Icon, {ICON_NAMES, type IconName} from '@site/src/components/Icon';

describe('Icon', () => {
  it.each([
    'chart',
    'clock',
    'users',
    'message',
    'target',
    'shield',
    'globe',
    'sparkles',
    'handshake',
    'rocket',
    'check',
    'award',
    'book',
    'calendar',
    'scale',
    'clipboard',
    'briefcase',
    'layers',
    'zap',
    'heart',
    'search',
    'trophy',
  ])('offers the "%s" icon, hidden from assistive technology', (name) => {
    expect(ICON_NAMES).toContain(name);
    const {container} = render(<Icon name={name as IconName} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('fails loudly, listing valid names, when a document misspells an icon', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Icon name={'charts' as IconName} />)).toThrow(
      /Unknown icon "charts". Use one of: chart, clock/,
    );
  });
});
