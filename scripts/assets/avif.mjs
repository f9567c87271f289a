// Encodes a PNG as AVIF with sharp (an npm dependency: no encoder to install from apt).
// Usage: node scripts/assets/avif.mjs <in.png> <out.avif> [width]
// Quality 45: the illustrations' flat ground and fine lights survive it, and the phone poster
// stays under the ~14 KB a new connection delivers in its first round trip.
import sharp from 'sharp';

const [input, output, width] = process.argv.slice(2);
if (!input || !output) throw new Error('Usage: node scripts/assets/avif.mjs <in.png> <out.avif> [width]');
const image = sharp(input);
if (width) image.resize(Number(width));
await image.avif({quality: 45, effort: 9}).toFile(output);
