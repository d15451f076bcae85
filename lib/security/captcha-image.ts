import { randomInt } from "node:crypto";

// The login challenge's picture, drawn here rather than with a captcha package: each
// character is a set of strokes on an 8 × 12 grid, jittered, sheared, rotated and bowed, with
// noise strokes of the same widths and colours across it. There is no <text> in the image, so the
// answer is not in the markup. Letters that are easy to confuse (0/O, 1/I/L, S/5, B/8, G/6…) are left out.

type Pt = [number, number];
const GLYPHS: Record<string, Pt[][]> = {
  "2": [
    [
      [0, 3],
      [1, 1],
      [3, 0],
      [5, 0],
      [7, 1],
      [8, 3],
      [7, 5],
      [0, 12],
      [8, 12],
    ],
  ],
  "3": [
    [
      [0, 1],
      [3, 0],
      [6, 0],
      [8, 2],
      [7, 5],
      [4, 6],
    ],
    [
      [4, 6],
      [7, 7],
      [8, 10],
      [6, 12],
      [2, 12],
      [0, 11],
    ],
  ],
  "4": [
    [
      [6, 12],
      [6, 0],
      [0, 8],
      [8, 8],
    ],
  ],
  "7": [
    [
      [0, 0],
      [8, 0],
      [3, 12],
    ],
  ],
  "9": [
    [
      [8, 4],
      [5, 6],
      [2, 6],
      [0, 4],
      [1, 1],
      [4, 0],
      [7, 1],
      [8, 4],
      [7, 9],
      [4, 12],
      [1, 12],
    ],
  ],
  A: [
    [
      [0, 12],
      [4, 0],
      [8, 12],
    ],
    [
      [2, 7],
      [6, 7],
    ],
  ],
  C: [
    [
      [8, 1],
      [5, 0],
      [2, 0],
      [0, 3],
      [0, 9],
      [2, 12],
      [5, 12],
      [8, 11],
    ],
  ],
  E: [
    [
      [8, 0],
      [0, 0],
      [0, 12],
      [8, 12],
    ],
    [
      [0, 6],
      [6, 6],
    ],
  ],
  F: [
    [
      [8, 0],
      [0, 0],
      [0, 12],
    ],
    [
      [0, 6],
      [6, 6],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 12],
    ],
    [
      [8, 0],
      [8, 12],
    ],
    [
      [0, 6],
      [8, 6],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 12],
    ],
    [
      [8, 0],
      [0, 7],
    ],
    [
      [3, 5],
      [8, 12],
    ],
  ],
  M: [
    [
      [0, 12],
      [0, 0],
      [4, 7],
      [8, 0],
      [8, 12],
    ],
  ],
  N: [
    [
      [0, 12],
      [0, 0],
      [8, 12],
      [8, 0],
    ],
  ],
  P: [
    [
      [0, 12],
      [0, 0],
      [6, 0],
      [8, 2],
      [8, 4],
      [6, 6],
      [0, 6],
    ],
  ],
  R: [
    [
      [0, 12],
      [0, 0],
      [6, 0],
      [8, 2],
      [8, 4],
      [6, 6],
      [0, 6],
    ],
    [
      [4, 6],
      [8, 12],
    ],
  ],
  T: [
    [
      [0, 0],
      [8, 0],
    ],
    [
      [4, 0],
      [4, 12],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 9],
      [2, 12],
      [6, 12],
      [8, 9],
      [8, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2, 12],
      [4, 5],
      [6, 12],
      [8, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [8, 12],
    ],
    [
      [8, 0],
      [0, 12],
    ],
  ],
  Y: [
    [
      [0, 0],
      [4, 6],
      [8, 0],
    ],
    [
      [4, 6],
      [4, 12],
    ],
  ],
  Z: [
    [
      [0, 0],
      [8, 0],
      [0, 12],
      [8, 12],
    ],
  ],
};
const ALPHABET = Object.keys(GLYPHS).join("");
const COLOURS = ["#1f3b73", "#6b2d5c", "#20603d", "#7a4b12", "#3d3d3d", "#8a1c1c"];
export const CAPTCHA_LENGTH = 5;
const W = 180;
const H = 56;

export type CaptchaPath = { d: string; stroke: string; width: number };
export type CaptchaImage = { width: number; height: number; background: string; paths: CaptchaPath[] };

const rand = (a: number, b: number) => a + Math.random() * (b - a);
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
const fmt = (n: number) => n.toFixed(1);

/** A random answer (case-insensitive when checked): 5 of 21 characters, about 4 million choices. */
export function captchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** Straight corners, each segment bowed a little (a quadratic curve with a nudged control point). */
function strokePath(points: Pt[]): string {
  let d = `M${fmt(points[0][0])} ${fmt(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [[ax, ay], [bx, by]] = [points[i - 1], points[i]];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const bow = rand(-0.12, 0.12) * len;
    d += `Q${fmt((ax + bx) / 2 - ((by - ay) / len) * bow)} ${fmt((ay + by) / 2 + ((bx - ax) / len) * bow)} ${fmt(bx)} ${fmt(by)}`;
  }
  return d;
}

function glyphPaths(ch: string, slot: number): CaptchaPath[] {
  const cell = W / (CAPTCHA_LENGTH + 0.6);
  const scale = rand(2.4, 2.9);
  const angle = rand(-0.3, 0.3);
  const shear = rand(-0.25, 0.25);
  const cx = cell * (slot + 0.8) + rand(-3, 3);
  const cy = H / 2 + rand(-4, 4);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = ([gx, gy]: Pt): Pt => {
    const x = (gx - 4 + shear * (gy - 6)) * scale + rand(-1, 1);
    const y = (gy - 6) * scale * 0.95 + rand(-1, 1);
    return [cx + x * cos - y * sin, cy + x * sin + y * cos];
  };
  const stroke = pick(COLOURS);
  const width = rand(2.2, 3);
  return GLYPHS[ch].map((s) => ({ d: strokePath(s.map(place)), stroke, width }));
}

function noise(): CaptchaPath[] {
  const lines = Array.from({ length: 3 }, () => ({
    d: `M${fmt(rand(0, 20))} ${fmt(rand(5, H - 5))}C${fmt(rand(30, 70))} ${fmt(rand(0, H))} ${fmt(rand(90, 130))} ${fmt(rand(0, H))} ${fmt(rand(W - 20, W))} ${fmt(rand(5, H - 5))}`,
    stroke: pick(COLOURS),
    width: rand(1.2, 2.2),
  }));
  const dots = Array.from({ length: 24 }, () => ({ d: `M${fmt(rand(0, W))} ${fmt(rand(0, H))}h0.1`, stroke: pick(COLOURS), width: rand(1.5, 3) }));
  return [...lines, ...dots];
}

/** The picture of `answer`, as data the login form draws into an <svg> (no markup injected). */
export function captchaImage(answer: string): CaptchaImage {
  const glyphs = [...answer.toUpperCase()].flatMap((ch, i) => glyphPaths(ch, i));
  // Noise goes both under and over the characters so that it cannot be peeled off by z-order.
  const [under, over] = [noise(), noise().slice(0, 1)];
  return { width: W, height: H, background: "#f4f1ea", paths: [...under, ...glyphs, ...over] };
}

/** The same picture as an SVG document, for API clients (§7 gateway). */
export function captchaSvg(image: CaptchaImage): string {
  const paths = image.paths
    .map((p) => `<path d="${p.d}" stroke="${p.stroke}" stroke-width="${fmt(p.width)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"><rect width="100%" height="100%" fill="${image.background}"/>${paths}</svg>`;
}
