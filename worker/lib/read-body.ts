import { tooLarge } from './errors';

/**
 * Reads a request's whole body, but refuses it (413 with `message`) as soon as it passes `limit`
 * bytes, whether or not it declared a Content-Length: a huge body is never buffered.
 */
export async function readBodyWithin(request: Request, limit: number, message: string): Promise<Uint8Array> {
  const declaredLength = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declaredLength) && declaredLength > limit) throw tooLarge(message);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge(message);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
