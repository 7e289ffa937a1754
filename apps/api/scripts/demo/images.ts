/**
 * Pictures drawn at build time with pngjs (nothing downloaded): shop-floor scenes for the ideas (a cluttered
 * "before", a tidy "after" with floor markings and labelled shelves) and portraits for the accounts.
 */
import { PNG } from 'pngjs';
import { type Random, seededRandom } from './random.js';

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const shade = (c: Rgb, f: number): Rgb => c.map((v) => Math.max(0, Math.min(255, Math.round(v * f)))) as Rgb;

class Canvas {
  readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }
  rect(x: number, y: number, w: number, h: number, c: Rgb) {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    const data = this.png.data;
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) {
        const i = (py * this.width + px) * 4;
        data[i] = c[0];
        data[i + 1] = c[1];
        data[i + 2] = c[2];
        data[i + 3] = 255;
      }
    }
  }
  /** a box with a darker outline and a lit top edge */
  box(x: number, y: number, w: number, h: number, c: Rgb) {
    this.rect(x, y, w, h, shade(c, 0.6));
    this.rect(x + 2, y + 2, w - 4, h - 4, c);
    this.rect(x + 2, y + 2, w - 4, Math.max(2, h / 8), shade(c, 1.2));
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb) {
    for (let y = Math.floor(cy - ry); y <= cy + ry; y++) {
      const dy = (y - cy) / ry;
      if (dy * dy > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.rect(cx - half, y, half * 2, 1, c);
    }
  }
  /** vertical gradient over the whole width */
  gradient(y: number, h: number, top: Rgb, bottom: Rgb) {
    for (let i = 0; i < h; i++) {
      const t = i / Math.max(1, h - 1);
      this.rect(0, y + i, this.width, 1, top.map((v, k) => Math.round(v + (bottom[k] - v) * t)) as Rgb);
    }
  }
  encode(): Buffer {
    return PNG.sync.write(this.png, { colorType: 2, filterType: 1, deflateLevel: 6 });
  }
}

export type SceneKind = 'problem' | 'before' | 'after';
const WALLS = ['#dfe6e9', '#e8e2d0', '#d6e4f0', '#e3e3e3'];
const MACHINES = ['#607d8b', '#1e88e5', '#f9a825', '#43a047', '#8d6e63', '#5c6bc0'];
const GOODS = ['#c49a6c', '#a1887f', '#ffb74d', '#90a4ae', '#e57373'];

/**
 * The `n`th scene of a kind in a set of photos (the ideas', the imported ideas'): drawn from a seed of its own,
 * so a picture depends on its name only and can be kept between builds (assets.ts).
 */
export function photoName(set: string, kind: SceneKind, n: number) {
  return `photo-${set}-${kind}-${n}.png`;
}
export function photoPng(name: string, kind: SceneKind): Buffer {
  let seed = 2_166_136_261;
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  return scenePng(seededRandom(seed), kind);
}

/** A 480×320 shop-floor scene; the same random draws give the same picture. */
export function scenePng(rnd: Random, kind: SceneKind): Buffer {
  const c = new Canvas(480, 320);
  const wall = rgb(rnd.pick(WALLS));
  c.gradient(0, 200, shade(wall, 1.05), shade(wall, 0.85));
  c.gradient(200, 120, rgb('#9e9e9e'), rgb('#6d6d6d'));
  // roof beams and lights
  for (let x = 20; x < 480; x += 110) {
    c.rect(x, 0, 8, 40, rgb('#78909c'));
    c.ellipse(x + 4, 44, 16, 5, rgb('#fff59d'));
  }
  // the machine line along the back wall
  const machine = rgb(rnd.pick(MACHINES));
  let x = rnd.int(10, 40);
  while (x < 430) {
    const w = rnd.int(70, 130);
    const h = rnd.int(80, 130);
    c.box(x, 200 - h, w, h, machine);
    c.rect(x + 10, 200 - h + 14, w / 3, 18, rgb('#263238'));
    c.ellipse(x + w - 18, 200 - h + 24, 7, 7, rnd.chance(0.5) ? rgb('#66bb6a') : rgb('#ef5350'));
    x += w + rnd.int(14, 40);
  }
  c.rect(0, 118, 480, 6, rgb('#90a4ae')); // a pipe along the wall
  if (kind === 'after') {
    // floor lanes in yellow and green, goods aligned on a labelled rack
    c.rect(0, 214, 480, 5, rgb('#fdd835'));
    c.rect(0, 300, 480, 5, rgb('#fdd835'));
    c.rect(40, 232, 160, 4, rgb('#43a047'));
    for (let i = 0; i < 4; i++) {
      c.box(40 + i * 40, 246, 34, 30, rgb(GOODS[i % GOODS.length]));
      c.rect(46 + i * 40, 262, 22, 6, rgb('#ffffff'));
    }
    c.box(250, 226, 190, 66, rgb('#546e7a'));
    for (let i = 0; i < 5; i++)
      c.rect(262 + i * 36, 238, 26, 16, rgb(['#42a5f5', '#66bb6a', '#ffca28', '#ef5350', '#ab47bc'][i]));
    c.ellipse(450, 250, 12, 12, rgb('#2e7d32'));
    c.rect(444, 248, 12, 4, rgb('#ffffff'));
  } else {
    // goods, hoses and spills left where they fell
    const items = kind === 'before' ? 14 : 9;
    for (let i = 0; i < items; i++) {
      const w = rnd.int(18, 46);
      c.box(rnd.int(0, 440), rnd.int(212, 292), w, rnd.int(14, 30), rgb(rnd.pick(GOODS)));
    }
    for (let i = 0; i < 3; i++) c.ellipse(rnd.int(40, 440), rnd.int(250, 310), rnd.int(16, 36), rnd.int(4, 9), rgb('#37474f'));
    c.rect(rnd.int(0, 200), rnd.int(230, 290), rnd.int(120, 260), 4, rgb('#212121'));
    if (kind === 'before') {
      c.ellipse(440, 60, 18, 18, rgb('#e53935'));
      c.rect(437, 48, 6, 16, rgb('#ffffff'));
      c.rect(437, 68, 6, 5, rgb('#ffffff'));
    }
  }
  return c.encode();
}

/** A 192×192 head-and-shoulders portrait in the given colours: skin, hair, shirt, background. */
export function portraitPng([skin, hair, shirt, background]: readonly string[]): Buffer {
  const c = new Canvas(192, 192);
  c.gradient(0, 192, shade(rgb(background), 1.05), shade(rgb(background), 0.85));
  c.ellipse(96, 196, 76, 60, rgb(shirt));
  c.rect(84, 118, 24, 22, shade(rgb(skin), 0.9));
  c.ellipse(96, 84, 40, 48, rgb(hair));
  c.ellipse(96, 92, 36, 42, rgb(skin));
  c.rect(60, 46, 72, 20, rgb(hair));
  c.ellipse(82, 90, 4, 4, rgb('#2b1d14'));
  c.ellipse(110, 90, 4, 4, rgb('#2b1d14'));
  c.rect(88, 112, 16, 3, shade(rgb(skin), 0.7));
  return c.encode();
}

/** A company's mark: a square of its colour with a lighter band, for the journal's header. */
export function logoPng(colour: string): Buffer {
  const c = new Canvas(160, 160);
  c.rect(0, 0, 160, 160, rgb('#ffffff'));
  c.box(16, 16, 128, 128, rgb(colour));
  c.rect(16, 70, 128, 20, shade(rgb(colour), 1.5));
  c.ellipse(80, 80, 22, 22, rgb('#ffffff'));
  return c.encode();
}
