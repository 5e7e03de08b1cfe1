import { PNG } from 'pngjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);

/** RGBA pixels laid on white (the card), alpha made opaque. */
function flattenOnWhite(rgba: Buffer) {
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = (rgba[i + 3] ?? 255) / 255;
    for (let c = i; c < i + 3; c += 1)
      rgba[c] = Math.round((rgba[c] ?? 0) * alpha + 255 * (1 - alpha));
    rgba[i + 3] = 255;
  }
}

/**
 * A photo's bytes as pdfkit can embed them without surprises, or null when they are neither a
 * JPEG nor a PNG that decodes. The file's own bytes decide (its declared mime type may be wrong).
 *
 * A JPEG goes as it is: pdfkit reads its header at once (a bad one throws there) and copies the
 * rest. A PNG is decoded here, synchronously, and written again as plain 8-bit RGB on white:
 * pdfkit decodes PNGs with transparency, palettes or interlacing in a zlib callback, where a
 * broken file would throw outside any caller (an uncaught exception, a PDF that never ends).
 */
export function printablePhoto(bytes: Uint8Array): Buffer | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isJpeg(buffer)) return buffer;
  if (!isPng(buffer)) return null;
  try {
    const png = PNG.sync.read(buffer);
    flattenOnWhite(png.data);
    return PNG.sync.write(png, { colorType: 2 });
  } catch {
    return null;
  }
}
