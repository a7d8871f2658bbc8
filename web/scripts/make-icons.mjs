#!/usr/bin/env node
// The installable app's icons (issue 21), drawn from the favicon's design (web/public/favicon.svg: a
// white check mark on the lime #65a30d, in a 32-unit square) into web/public/ as PNG. Node only: the
// shapes are measured as distances (anti-aliased edges), the PNG written with zlib. Run after changing
// the design: `node web/scripts/make-icons.mjs` — the PNGs are committed.
//
// - pwa-192x192.png, pwa-512x512.png: "any" icons, the favicon's rounded square (transparent corners);
// - maskable-512x512.png: full-bleed lime, the mark inside the maskable safe zone (the middle circle of
//   80 % diameter), since launchers cut their own shape out of it;
// - apple-touch-icon.png (180 × 180): full-bleed, iOS rounds the corners itself and shows transparency as black.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const LIME = [0x65, 0xa3, 0x0d];
const WHITE = [0xff, 0xff, 0xff];
const MARK = [
  [9, 17],
  [14, 22],
  [23, 11],
];
const STROKE = 3.5;
const RADIUS = 6;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** An 8-bit RGBA PNG (colour type 6), every row unfiltered. */
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const clamp = (v) => Math.min(1, Math.max(0, v));
function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = clamp(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}
/** Signed distance to a rounded square of side 32 (negative inside). */
function roundedSquare(x, y) {
  const qx = Math.abs(x - 16) - (16 - RADIUS);
  const qy = Math.abs(y - 16) - (16 - RADIUS);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - RADIUS;
}

/**
 * One icon: `rounded` clips the background to the favicon's square, `markScale` shrinks the mark
 * around the centre (maskable safe zone). Coverage from distances, half a pixel of soft edge.
 */
function icon(size, { rounded, markScale }) {
  const unit = 32 / size; // design units per pixel
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) * unit;
      const y = (py + 0.5) * unit;
      const background = rounded ? clamp(0.5 - roundedSquare(x, y) / unit) : 1;
      // The mark in its own coordinates: scaled around (16, 16.5), the middle of its bounding box.
      const mx = 16 + (x - 16) / markScale;
      const my = 16.5 + (y - 16.5) / markScale;
      const d = Math.min(segmentDistance(mx, my, MARK[0], MARK[1]), segmentDistance(mx, my, MARK[1], MARK[2]));
      const mark = clamp(0.5 - ((d - STROKE / 2) * markScale) / unit) * background;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(LIME[c] * (1 - mark) + WHITE[c] * mark);
      out[i + 3] = Math.round(background * 255);
    }
  }
  return png(size, out);
}

const publicDir = decodeURIComponent(new URL('../public/', import.meta.url).pathname);
const icons = {
  'pwa-192x192.png': icon(192, { rounded: true, markScale: 1 }),
  'pwa-512x512.png': icon(512, { rounded: true, markScale: 1 }),
  'maskable-512x512.png': icon(512, { rounded: false, markScale: 0.8 }),
  'apple-touch-icon.png': icon(180, { rounded: false, markScale: 0.9 }),
};
for (const [name, bytes] of Object.entries(icons)) {
  writeFileSync(publicDir + name, bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
