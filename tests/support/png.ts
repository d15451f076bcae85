import { crc32, deflateSync } from "node:zlib";

// Real PNG files (8-bit RGB) built in the tests, so uploads are checked by their content like any
// other: one colour, optionally with a lighter band across the lower part (photos look like photos).

export function png(width: number, height: number, rgb: [number, number, number] = [29, 78, 137], { band = false } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = (k: number) => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => Math.min(255, Math.round(rgb[i % 3] * k)))]);
  const plain = row(1);
  const light = band ? row(1.25) : plain;
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => (y > height * 0.6 ? light : plain)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
