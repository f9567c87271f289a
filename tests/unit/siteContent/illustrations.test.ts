/**
 * The highlight illustrations are shown on pages in five languages, so they draw no words: the
 * page sets the event's figure and label over the screen in HTML (CardPicture).
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('the highlight illustrations (scripts/assets/highlights.mjs)', () => {
  it('draw no text, in any of the pictures', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'highlights-'));
    try {
      execFileSync(process.execPath, ['scripts/assets/highlights.mjs', dir]);
      const pictures = readdirSync(dir);
      expect(pictures).toEqual(expect.arrayContaining(['event.svg', 'quarterly-review.svg']));
      for (const picture of pictures) {
        expect({picture, text: readFileSync(path.join(dir, picture), 'utf8').match(/<text\b[^>]*>[^<]*/g)}).toEqual({
          picture,
          text: null,
        });
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
