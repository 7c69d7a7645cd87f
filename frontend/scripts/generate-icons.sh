#!/usr/bin/env bash
# The PWA icons (public/manifest.webmanifest) from the logo's SVG (the favicon of index.html), with ImageMagick:
# (Debian: apt-get install imagemagick) `bash frontend/scripts/generate-icons.sh` after changing public/icons/*.svg; the PNGs are committed.
set -euo pipefail
cd "$(dirname "$0")/../public/icons"
for size in 192 512; do
  /usr/bin/convert -background none -density 1200 icon.svg -resize "${size}x${size}" "icon-${size}.png"
done
/usr/bin/convert -background none -density 1200 icon-maskable.svg -resize 512x512 icon-maskable-512.png
/usr/bin/convert -background none -density 1200 icon.svg -resize 180x180 apple-touch-icon.png
