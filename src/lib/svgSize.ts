/** Reads the intrinsic size of an SVG logo so every <img> carries width/height (no layout shift). */
export function svgSize(svg: string, fileName: string): {width: number; height: number} {
  const rootTag = svg.match(/<svg\b[^>]*>/i)?.[0];
  const width = Number(rootTag?.match(/\swidth="([\d.]+)"/)?.[1]);
  const height = Number(rootTag?.match(/\sheight="([\d.]+)"/)?.[1]);
  if (!width || !height) {
    throw new Error(
      `Logo ${fileName} needs width and height attributes on its <svg> element (e.g. width="200" height="60"), ` +
        'so pages can reserve its space before it loads.',
    );
  }
  return {width, height};
}
