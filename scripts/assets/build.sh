#!/usr/bin/env bash
# Regenerates Omnia's static design assets from the sources in scripts/assets/.
# Usage: scripts/assets/build.sh [all|logos|social|regions|highlights|video|pdf]...
# Needs: node, rsvg-convert (librsvg2-bin), ffmpeg (libx264 + libvpx-vp9), cwebp (webp),
#        pngquant, and the Inter font (fonts-inter), e.g.
#        apt-get install -y librsvg2-bin ffmpeg webp pngquant fonts-inter
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
IMG="$ROOT/static/img"; VID="$ROOT/static/video"; PDF="$ROOT/static/pdf"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
mkdir -p "$IMG/logos" "$IMG/partners" "$IMG/highlights" "$VID" "$PDF"

for tool in node rsvg-convert ffmpeg cwebp pngquant; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done
fc-list | grep -i 'Inter' >/dev/null || echo "warning: Inter font not installed; raster output will fall back to another sans" >&2

logos() {
  node "$HERE/logos.mjs"
  rsvg-convert -w 32 -h 32 "$IMG/logos/omnia-mark.svg" -o "$IMG/favicon.png"
  rsvg-convert -w 180 -h 180 "$HERE/src/apple-touch-icon.svg" -o "$IMG/apple-touch-icon.png"
  # Omnia's logo in structured data: search engines want a raster image of at least 112×112.
  rsvg-convert -w 512 -h 512 "$IMG/logos/omnia-mark.svg" -o "$IMG/logos/omnia-mark.png"
}

social() {
  node "$HERE/social.mjs" "$TMP/social.svg"
  rsvg-convert "$TMP/social.svg" -o "$TMP/social.png"
  pngquant --quality 80-98 --speed 1 --strip -f -o "$IMG/social-card.png" "$TMP/social.png"
}

regions() {
  node "$HERE/regions.mjs"
}

webp() { # webp <svg> <out.webp> <width> [quality]
  rsvg-convert -w "$3" "$1" -o "$TMP/r.png"
  cwebp -quiet -q "${4:-82}" -m 6 -sharp_yuv "$TMP/r.png" -o "$2"
}

highlights() { # each card at its displayed size (800w) and for 2x screens (1600w)
  node "$HERE/highlights.mjs" "$TMP/hl"
  # "event" is the default card for an event with neither its own illustration nor a photo
  for n in quarterly-review san-diego-kickoff las-vegas-2025 event; do
    webp "$TMP/hl/$n.svg" "$IMG/highlights/$n.webp" 800
    webp "$TMP/hl/$n.svg" "$IMG/highlights/$n-1600.webp" 1600 78
  done
}

video() {
  local F="$TMP/frames"
  node "$HERE/vegas.mjs" frames "$F" 24          # 216 SVG frames, 9 s at 24 fps, seamless loop
  ls "$F"/*.svg | xargs -P "$(nproc)" -I{} sh -c 'rsvg-convert "$1" -o "${1%.svg}.png"' _ {}
  ffmpeg -y -loglevel error -framerate 24 -i "$F/f%04d.png" \
    -c:v libx264 -preset veryslow -tune animation -crf 27 -maxrate 850k -bufsize 1700k \
    -pix_fmt yuv420p -profile:v high -an -movflags +faststart "$VID/las-vegas-party.mp4"
  ffmpeg -y -loglevel error -framerate 24 -i "$F/f%04d.png" \
    -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 1 -pix_fmt yuv420p -an \
    "$VID/las-vegas-party.webm"
  # The poster, frame 0: 1280w for desktops (shown at up to 640 CSS px, so 2x) and 800w for phones.
  cwebp -quiet -q 75 -m 6 -sharp_yuv "$F/f0000.png" -o "$IMG/las-vegas-poster.webp"
  cwebp -quiet -q 75 -m 6 -sharp_yuv -resize 800 0 "$F/f0000.png" -o "$IMG/las-vegas-poster-800.webp"
  # The same two in AVIF, which browsers pick first: the phone's file then fits one round trip.
  node "$HERE/avif.mjs" "$F/f0000.png" "$IMG/las-vegas-poster.avif"
  node "$HERE/avif.mjs" "$F/f0000.png" "$IMG/las-vegas-poster-800.avif" 800
  cp "$HERE/src/las-vegas-party.en.vtt" "$VID/las-vegas-party.en.vtt"
}

pdf() {
  node "$HERE/pdfs.mjs" "$TMP/pdf"
  for n in grayscale-sap-partner-brief talenteam-blend-lxp talenteam-sts; do
    rsvg-convert -f pdf "$TMP/pdf/$n.svg" -o "$PDF/$n.pdf"
  done
}

steps=("$@"); [ ${#steps[@]} -eq 0 ] && steps=(all)
for s in "${steps[@]}"; do
  case "$s" in
    all) logos; social; regions; highlights; video; pdf ;;
    logos|social|regions|highlights|video|pdf) "$s" ;;
    *) echo "unknown step: $s" >&2; exit 1 ;;
  esac
done
echo "done: ${steps[*]}"
