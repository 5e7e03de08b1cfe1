import { PDFS } from '@faena/test-kit';
import { checkPdf } from './pdf-check';
import { scanPdfNames } from './pdf-names';

describe('checkPdf', () => {
  it('accepts a valid one-page PDF', async () => expect(await checkPdf(PDFS.valid())).toBe('ok'));

  it.each([
    ['a script in the OpenAction', PDFS.javaScriptOpenAction],
    ['a script behind a link annotation', PDFS.javaScriptLink],
    ['a launch action', PDFS.launch],
    ['a launch action spelled with #-escapes', PDFS.launchEscaped],
    ['a launch action inside a compressed object stream', PDFS.launchInObjectStream],
    ['an embedded file', PDFS.embeddedFile],
  ])('refuses %s as active content', async (_what, make) =>
    expect(await checkPdf(make())).toBe('active'),
  );

  it.each([
    ['garbage after a PDF header', PDFS.garbage],
    ['a file cut short', PDFS.truncated],
    ['no PDF at all', () => Buffer.from('hello, world')],
  ])('refuses %s as unreadable', async (_what, make) =>
    expect(await checkPdf(make())).toBe('unreadable'),
  );
});

describe('scanPdfNames', () => {
  it('finds no active name in a plain PDF', () =>
    expect(scanPdfNames(PDFS.valid())).toEqual({ kind: 'clean' }));
  it('names the launch action it found in an object stream', () =>
    expect(scanPdfNames(PDFS.launchInObjectStream())).toEqual({ kind: 'active', name: 'Launch' }));
  it('calls an object stream it cannot inflate opaque', () => {
    const broken = Buffer.from(
      '%PDF-1.7\n6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 5 >>\nstream\nnope!\nendstream\nendobj\n',
      'latin1',
    );
    expect(scanPdfNames(broken)).toEqual({ kind: 'opaque' });
  });
  it('calls an object stream under another filter opaque', () => {
    const hex = Buffer.from(
      '%PDF-1.7\n6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length 4 >>\nstream\n2F4C>\nendstream\nendobj\n',
      'latin1',
    );
    expect(scanPdfNames(hex)).toEqual({ kind: 'opaque' });
  });
});
