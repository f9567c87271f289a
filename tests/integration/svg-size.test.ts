/**
 * A logo's size (src/lib/svgSize.ts), which every <img> of it carries: read however a drawing
 * program wrote it, and refused, with what to add, when the file gives none.
 */
import {svgSize} from '@site/src/lib/svgSize';

describe("an SVG logo's size", () => {
  it.each([
    ['double quotes', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"></svg>', 200, 60],
    ['single quotes', "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='60'></svg>", 200, 60],
    ['pixels', '<svg width="200px" height="60px" viewBox="0 0 20 6"></svg>', 200, 60],
    ['millimetres', '<svg width="52.917mm" height="15.875mm"></svg>', 200, 60],
    ['only a viewBox', '<svg viewBox="0 0 200 60"></svg>', 200, 60],
  ])('reads it written in %s', (_, svg, width, height) => {
    expect(svgSize(svg, 'acme.svg')).toEqual({width, height});
  });

  it('says what to add when the file gives no size', () => {
    expect(() => svgSize('<svg><path d="M0 0h1v1z"/></svg>', 'acme.svg')).toThrow(
      /acme\.svg needs width and height attributes .* or a viewBox/,
    );
  });
});
