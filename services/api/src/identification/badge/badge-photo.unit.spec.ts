import { PNG } from 'pngjs';
import { printablePhoto } from './badge-photo';

/** A 3×1 PNG: transparent black, opaque red, half-transparent blue. */
function threePixels(): Uint8Array {
  const png = new PNG({ width: 3, height: 1 });
  png.data.set([0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 128]);
  return new Uint8Array(PNG.sync.write(png));
}

describe('printablePhoto', () => {
  it('lays a PNG on white as plain 8-bit RGB', () => {
    const out = printablePhoto(threePixels());
    expect(out).not.toBeNull();
    const back = PNG.sync.read(out!);
    expect(back).toMatchObject({ width: 3, height: 1, colorType: 2, depth: 8 });
    expect([...back.data]).toEqual([255, 255, 255, 255, 255, 0, 0, 255, 127, 127, 255, 255]);
  });

  it('passes a JPEG through as it is', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(printablePhoto(jpeg)?.equals(Buffer.from(jpeg))).toBe(true);
  });

  it('answers null for what is neither, or a PNG cut short', () => {
    expect(printablePhoto(new TextEncoder().encode('GIF89a...'))).toBeNull();
    expect(printablePhoto(threePixels().slice(0, 30))).toBeNull();
  });
});
