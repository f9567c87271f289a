import {render, screen} from '@testing-library/react';
import ContentBlock, {ContentBlockList} from '@site/src/components/ContentBlock';

describe('ContentBlock', () => {
  it('with a title, is a region named by its heading, intro under it', () => {
    render(
      <ContentBlock title="Partners in the Omnia ecosystem" intro="Select a logo.">
        <p>Body</p>
      </ContentBlock>,
    );
    const region = screen.getByRole('region', {name: 'Partners in the Omnia ecosystem'});
    expect(region.querySelector(':scope > header > :first-child')).toBe(screen.getByRole('heading', {level: 2}));
    expect(region).toHaveTextContent(/^Partners in the Omnia ecosystemSelect a logo\.Body$/);
  });

  it('puts the title at the asked level inside an existing section', () => {
    render(
      <ContentBlock title="What Blend LXP does" headingLevel={3}>
        {null}
      </ContentBlock>,
    );
    expect(screen.getByRole('heading', {level: 3, name: 'What Blend LXP does'})).toBeInTheDocument();
  });

  it('without a title or label, adds no unnamed landmark', () => {
    const {container} = render(<ContentBlock className="mine">Body</ContentBlock>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveClass('root', 'mine');
  });

  it('names the region after a heading the block renders itself', () => {
    render(
      <ContentBlock labelledBy="own-title">
        <h2 id="own-title">Sample FY24 performance</h2>
      </ContentBlock>,
    );
    expect(screen.getByRole('region', {name: 'Sample FY24 performance'})).toBeInTheDocument();
  });
});

describe('ContentBlockList', () => {
  it('is an ordered list only when the order means something', () => {
    const {rerender} = render(
      <ContentBlockList>
        <li>One</li>
      </ContentBlockList>,
    );
    expect(screen.getByRole('list').tagName).toBe('UL');
    rerender(
      <ContentBlockList ordered>
        <li>One</li>
      </ContentBlockList>,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
