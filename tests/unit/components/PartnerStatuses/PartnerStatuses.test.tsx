import {render, screen, within} from '@testing-library/react';
import PartnerStatuses from '@site/src/components/PartnerStatuses';

describe('PartnerStatuses', () => {
  it('is an ordered path of statuses', () => {
    render(
      <PartnerStatuses
        title="Statuses"
        statuses={[
          {name: 'SAP PartnerEdge Build', description: 'Join.'},
          {name: 'SAP Store listing', description: 'List.'},
          {name: 'Solex', description: 'Resold by SAP.'},
        ]}
      />,
    );
    const path = screen.getByRole('list');
    expect(path.tagName).toBe('OL');
    expect(
      within(path)
        .getAllByRole('heading', {level: 3})
        .map((h) => h.textContent),
    ).toEqual(['SAP PartnerEdge Build', 'SAP Store listing', 'Solex']);
  });
});
