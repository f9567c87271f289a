import {renderHook} from '@testing-library/react';
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import {alpha} from '@site/tests/unit/support/partnerDocument';
import {usePartner} from '@site/src/partners/usePartner';

describe('usePartner', () => {
  it("gives the document's front matter as the build completed it", () => {
    setDoc({frontMatter: alpha, metadata: {source: '@site/partners/alpha.mdx'}});
    expect(renderHook(() => usePartner()).result.current).toBe(alpha);
  });

  it('fails, naming the document, on front matter the build did not complete (no logoSize)', () => {
    const {logoSize: _, ...unchecked} = alpha;
    setDoc({frontMatter: unchecked, metadata: {source: '@site/partners/alpha.mdx'}});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePartner())).toThrow(
      '@site/partners/alpha.mdx: partner components need a partner document validated by the build.',
    );
  });
});
