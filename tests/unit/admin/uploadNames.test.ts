/** Uploads are named as the content checks want: lowercase words joined by hyphens, extension kept. */
import {uploadName} from '@site/src/admin/uploadNames';
import {PHOTO_PATH} from '@site/src/siteContent/highlightSchema';

describe('uploadName', () => {
  it.each([
    ['IMG_4032.JPG', 'img-4032.jpg'],
    ['IMG_4032 (2).JPG', 'img-4032-2.jpg'],
    ['Stage photo – Walldorf.jpeg', 'stage-photo-walldorf.jpeg'],
    ['Café.Terrasse.png', 'cafe-terrasse.png'],
    ['__.webp', 'upload.webp'],
    ['acme-payroll.svg', 'acme-payroll.svg'],
  ])('%s → %s', (name, expected) => {
    expect(uploadName(name)).toBe(expected);
  });

  it('gives every photo a name the highlight schema accepts', () => {
    for (const name of ['IMG_4032.JPG', 'DSC 0001~1.jpeg', 'Ünïcode Ñame.WEBP']) {
      expect(`images/${uploadName(name)}`).toMatch(PHOTO_PATH);
    }
  });
});
