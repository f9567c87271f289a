import {expect, type Locator} from '@playwright/test';

/**
 * How each logo image shows: loaded, its box, and the height its artwork is drawn at (object-fit
 * contain narrows a logo too wide for its place, keeping its proportions). With `within`, only
 * the logos inside that element's box: lazy logos a moving row has not yet brought in are unloaded.
 */
export async function shownLogos(images: Locator, within?: Locator) {
  const frame = within ? await within.boundingBox() : null;
  return images.evaluateAll(
    (nodes, clip) =>
      Promise.all(
        (nodes as HTMLImageElement[])
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return !clip || (box.left >= clip.x && box.right <= clip.x + clip.width);
          })
          .map(async (image) => {
            await image.decode();
            const box = image.getBoundingClientRect();
            const artworkHeight = Math.min(box.height, (box.width * image.naturalHeight) / image.naturalWidth);
            return {
              src: image.getAttribute('src'),
              naturalWidth: image.naturalWidth,
              width: box.width,
              height: box.height,
              artworkHeight,
            };
          }),
      ),
    frame,
  );
}

/** Logos drawn at one scale: the shortest artwork is at least 85 % as tall as the tallest. */
export function expectEvenlySized(logos: Awaited<ReturnType<typeof shownLogos>>) {
  for (const logo of logos) {
    expect(logo.naturalWidth).toBeGreaterThan(0);
    expect(logo.width).toBeGreaterThan(0);
    expect(logo.height).toBeGreaterThan(0);
  }
  const heights = logos.map((logo) => logo.artworkHeight);
  expect(Math.min(...heights) / Math.max(...heights)).toBeGreaterThanOrEqual(0.85);
}
