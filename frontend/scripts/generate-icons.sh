#!/usr/bin/env bash
# The PWA icons (public/manifest.webmanifest) from the logo's SVG (the favicon of index.html), with ImageMagick:
# (Debian: apt-get install imagemagick); PNG without metadata, best compression: Chrome fetches the icons with every first
# visit, so they count in the page's weight (icon-192 and apple-touch-icon: 16.8 KB + 15.5 KB before, 6.8 KB + 6.4 KB now).
# `bash frontend/scripts/generate-icons.sh` after changing public/icons/*.svg; the PNGs are committed.
set -euo pipefail
cd "$(dirname "$0")/../public/icons"
for size in 192 512; do
  /usr/bin/convert -background none -density 1200 icon.svg -resize "${size}x${size}" -strip -define png:compression-level=9 "PNG32:icon-${size}.png"
done
/usr/bin/convert -background none -density 1200 icon-maskable.svg -resize 512x512 -strip -define png:compression-level=9 PNG32:icon-maskable-512.png
/usr/bin/convert -background none -density 1200 icon.svg -resize 180x180 -strip -define png:compression-level=9 PNG32:apple-touch-icon.png
