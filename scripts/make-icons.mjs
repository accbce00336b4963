// Writes the portal's raster images, which link previews and the installable app need as PNG (WhatsApp,
// Facebook and app launchers do not take SVG): the app icons under public/icons/ and the default link
// preview public/og-default.png. The 'TO' mark is drawn as blocks, as favicon.svg draws it with text.
// Run with `npx node scripts/make-icons.mjs`; the output is committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x0f, 0x76, 0x6e];
const BRAND_DARK = [0x11, 0x5e, 0x59];
const WHITE = [0xff, 0xff, 0xff];
const TEAL_LIGHT = [0x99, 0xf6, 0xe4];

/** 5×7 block letters: '#' is a block. */
const GLYPHS = {
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

/** The mark's heavier 3×5 letters, so that it reads at launcher sizes. */
const MARK = {
  T: ['###', '.#.', '.#.', '.#.', '.#.'],
  O: ['###', '#.#', '#.#', '#.#', '###'],
};

function canvas(width, height, colour) {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set(colour, i * 3);
  return { width, height, pixels };
}

function fillRect(image, x0, y0, w, h, colour) {
  for (let y = Math.max(0, y0); y < Math.min(image.height, y0 + h); y += 1)
    for (let x = Math.max(0, x0); x < Math.min(image.width, x0 + w); x += 1) image.pixels.set(colour, (y * image.width + x) * 3);
}

/** A rounded square (the favicon's tile), drawn with its corners cut on a circle. */
function roundedSquare(image, x0, y0, size, radius, colour) {
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const dx = Math.max(radius - x, 0, x - (size - 1 - radius));
      const dy = Math.max(radius - y, 0, y - (size - 1 - radius));
      if (dx * dx + dy * dy <= radius * radius) fillRect(image, x0 + x, y0 + y, 1, 1, colour);
    }
}

/** `text` in block letters of `font`, `block` pixels a block, one block between letters. */
function drawText(image, text, x0, y0, block, colour, font = GLYPHS) {
  let x = x0;
  for (const letter of text) {
    font[letter].forEach((row, gy) => [...row].forEach((cell, gx) => cell === '#' && fillRect(image, x + gx * block, y0 + gy * block, block, block, colour)));
    x += (font[letter][0].length + 1) * block;
  }
}

const textWidth = (text, block, font = GLYPHS) => [...text].reduce((width, letter) => width + (font[letter][0].length + 1) * block, -block);

/** The 'TO' mark, `block` pixels a block, centred on (cx, cy). */
const drawMark = (image, cx, cy, block, colour) => drawText(image, 'TO', Math.round(cx - textWidth('TO', block, MARK) / 2), Math.round(cy - (5 * block) / 2), block, colour, MARK);

/** The 'TO' mark centred in a square image of `size`, the letters spanning `share` of it. */
function icon(size, share, background, tile) {
  const image = canvas(size, size, background);
  if (tile) roundedSquare(image, 0, 0, size, Math.round(size / 4), BRAND);
  drawMark(image, size / 2, size / 2, Math.floor((size * share) / textWidth('TO', 1, MARK)), WHITE);
  return image;
}

/** The default link preview: 1200×630 (the size Open Graph consumers crop to), the mark and the name. */
function preview() {
  const image = canvas(1200, 630, BRAND);
  fillRect(image, 0, 560, 1200, 70, BRAND_DARK);
  roundedSquare(image, 120, 195, 240, 56, WHITE);
  drawMark(image, 240, 315, 22, BRAND);
  drawText(image, 'REDE TO', 430, 259, 16, WHITE);
  fillRect(image, 430, 410, 656, 12, TEAL_LIGHT);
  return image;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG: each row starts with filter 0 (none), the whole deflated. */
function png({ width, height, pixels }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const out = new URL('../public/', import.meta.url);
const files = {
  // 'any': the favicon's tile on white, as launchers show it.
  'icons/icon-192.png': icon(192, 0.56, WHITE, true),
  'icons/icon-512.png': icon(512, 0.56, WHITE, true),
  // 'maskable': full bleed, the mark within the central 80 % circle a launcher's mask may keep.
  'icons/icon-maskable-512.png': icon(512, 0.4, BRAND, false),
  // iOS rounds the corners itself, so a full-bleed square.
  'icons/apple-touch-icon.png': icon(180, 0.5, BRAND, false),
  'og-default.png': preview(),
};
for (const [name, image] of Object.entries(files)) {
  writeFileSync(new URL(name, out), png(image));
  console.log(`public/${name} ${image.width}×${image.height}`);
}
