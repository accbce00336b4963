// Reads the text back out of a PDF the Worker made (pdf-lib, standard fonts, no object streams):
// every content stream is inflated and the strings of its text operators (`<hex> Tj`, `(…) Tj`)
// decoded from WinAnsi, one line per operator. Enough to prove what a person reading the file sees.

/** WinAnsi's bytes 0x80–0x9F that are not Latin-1 (the rest of 0xA0–0xFF is). */
const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

const decodeWinAnsi = (bytes: number[]) => bytes.map((byte) => WIN_ANSI_EXTRA[byte] ?? String.fromCharCode(byte)).join('');

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/** The lines of text drawn on the PDF's pages, in the order they were drawn. */
async function pdfTextLines(pdf: ArrayBuffer | Uint8Array): Promise<string[]> {
  const bytes = pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf);
  const raw = latin1(bytes);
  if (!raw.startsWith('%PDF-')) throw new Error('not a PDF');
  const lines: string[] = [];
  const streams = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1]!)?.[1]);
    let content = bytes.subarray(start, start + length);
    if (/\/Filter \/FlateDecode/.test(match[1]!)) content = await inflate(content);
    const text = latin1(content);
    for (const operator of text.matchAll(/(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      if (operator[1] !== undefined) lines.push(decodeWinAnsi(operator[1].match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []));
      else lines.push(operator[2]!.replace(/\\(.)/g, '$1'));
    }
  }
  return lines;
}

/** The whole text of a PDF, its lines joined by spaces. */
export async function pdfText(pdf: ArrayBuffer | Uint8Array): Promise<string> {
  return (await pdfTextLines(pdf)).join(' ');
}
