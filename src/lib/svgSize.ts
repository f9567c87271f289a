import {imageSize} from 'image-size';

/**
 * Reads the intrinsic size of an SVG logo so every <img> carries width/height (no layout shift):
 * from its width and height in any unit a drawing program writes, or else from its viewBox.
 */
export function svgSize(svg: string, fileName: string): {width: number; height: number} {
  let size: {width?: number; height?: number} | undefined;
  try {
    size = imageSize(Buffer.from(svg));
  } catch {
    // Not an SVG it can read: the message below says what to give it.
  }
  if (!size?.width || !size.height) {
    throw new Error(
      `Logo ${fileName} needs width and height attributes on its <svg> element (e.g. width="200" height="60") or a ` +
        'viewBox, so pages can reserve its space before it loads.',
    );
  }
  return {width: size.width, height: size.height};
}
