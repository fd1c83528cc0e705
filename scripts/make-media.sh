#!/usr/bin/env bash
# Regenerates the non-SVG media in public/media/ from their sources:
#   - og-default.png  from public/media/src/og-default.svg (rendered, then compressed)
#   - greeting.opus and greeting.mp3 from the greeting text below (espeak-ng speech)
# The SVG illustrations are hand-written sources and are not generated.
#
# Needs these Debian packages:
#   apt-get install -y librsvg2-bin optipng pngquant espeak-ng opus-tools ffmpeg
# (pngquant is optional: without it the PNG is only losslessly optimised by optipng.)
#
# Usage: scripts/make-media.sh   (run from anywhere; paths are relative to the repo root)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
media="$root/public/media"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

need() { command -v "$1" >/dev/null || { echo "make-media: '$1' not found; install it with: apt-get install -y $2" >&2; exit 1; }; }
need rsvg-convert librsvg2-bin
need optipng optipng
need espeak-ng espeak-ng
need opusenc opus-tools
need ffmpeg ffmpeg

# Open Graph image: 1200x630. A 64-colour palette is plenty for flat art and keeps the file small.
rsvg-convert -w 1200 -h 630 "$media/src/og-default.svg" -o "$tmp/og.png"
if command -v pngquant >/dev/null; then
  pngquant --force --quality 70-95 --speed 1 64 --output "$tmp/og-q.png" "$tmp/og.png"
  mv "$tmp/og-q.png" "$tmp/og.png"
fi
optipng -quiet -o5 -strip all "$tmp/og.png"
cp "$tmp/og.png" "$media/og-default.png"

# Greeting for the digital receptionist. espeak-ng has no South African English voice,
# so British English is used. "Tola Biz" is spelt as two words so it is said clearly.
text="Hello, and thank you for calling Tola Biz. \
For sales, press 1. For support, press 2. For accounts, press 3. \
Or stay on the line, and one of our friendly team will be with you shortly."
espeak-ng -v en-gb+f3 -s 155 -p 55 -w "$tmp/greeting.wav" "$text"

# Speech only needs a narrow band: mono, low bitrate, so each file stays under 60 KB
# (the MP3 is 24 kbps at 22.05 kHz: at 32 kbps a 15-second greeting would pass 60 KB).
opusenc --quiet --bitrate 20 --downmix-mono \
  --title "TolaBiz greeting" --artist "TolaBiz" "$tmp/greeting.wav" "$media/greeting.opus"
ffmpeg -loglevel error -y -i "$tmp/greeting.wav" -ac 1 -ar 22050 -c:a libmp3lame -b:a 24k \
  -map_metadata -1 -id3v2_version 0 "$media/greeting.mp3"

ls -l "$media/og-default.png" "$media/greeting.opus" "$media/greeting.mp3"
