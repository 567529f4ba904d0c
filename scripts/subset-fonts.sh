#!/usr/bin/env bash
# Makes the two text faces the site sets its pages in (src/web/fonts/), from the fontsource
# packages' Latin variable files: weights cut to the range the pages use, glyphs to the Latin
# range they already cover, layout features to those the pages need. Decision 0061 has the sizes.
# Run after updating @fontsource-variable/inter or /fraunces; the output is committed.
# Needs fonttools with Brotli: `apt-get install python3-fonttools python3-brotli` (Debian).
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3
out=src/web/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The Latin range fontsource's files declare (unicode-range in styles.css).
unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
# Kerning, ligatures, marks and the tabular figures of `tabular-nums`.
features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum'

face() { # source, weight (a range keeps the face variable), output name
  "$python" -m fontTools.varLib.instancer "$1" "wght=$2" -o "$tmp/$3.ttf" >/dev/null 2>&1
  "$python" -m fontTools.subset "$tmp/$3.ttf" --unicodes="$unicodes" \
    --layout-features="$features" --flavor=woff2 --output-file="$out/$3.woff2"
}

# Body text: regular to bold (<strong>). Headings: semibold only, a static face a third the size.
face node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 400:700 blu-text-latin
face node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2 600 blu-display-latin
cp node_modules/@fontsource-variable/inter/LICENSE "$out/LICENSE-inter.txt"
cp node_modules/@fontsource-variable/fraunces/LICENSE "$out/LICENSE-fraunces.txt"
ls -l "$out"
