import type { Config } from './ports';

/**
 * `npm run lighthouse` only (issue 20): `?lighthouse-reference` asks for the page as the Worker
 * renders it (the same HTML, the same inlined CSS, the same head) with every script taken out,
 * so that the script can audit it alternately with the real page and tell this machine's noise
 * from the portal's own work (docs/BENCHMARKS.md, Lighthouse). Only when the environment is
 * local: production and preview ignore the parameter and serve the page as usual.
 */
const REFERENCE_PARAMETER = 'lighthouse-reference';
/** Says that an answer is the reference page (the script checks it, so a reference is never the portal's page by mistake). */
export const REFERENCE_HEADER = 'X-Lighthouse-Reference';

/** Script types the browser only reads as data (the server render's `server-data` block): kept, since they run nothing. */
const DATA_SCRIPT = /^application\/(?:[\w.+-]+\+)?json$/i;

export const isLighthouseReference = (request: Request, config: Pick<Config, 'environment'>): boolean =>
  config.environment === 'local' && request.method === 'GET' && new URL(request.url).searchParams.has(REFERENCE_PARAMETER);

/**
 * The page `serve` answers for the URL without the parameter, with its module, classic and inline
 * scripts, its `modulepreload` links and its script preloads removed. It says
 * `private, no-store`, so the edge cache never stores it (./edge-cache.ts `isStorable`).
 */
export async function lighthouseReference(request: Request, serve: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  url.searchParams.delete(REFERENCE_PARAMETER);
  const page = await serve(new Request(url, request));
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set(REFERENCE_HEADER, '1');
  const answer = new Response(page.body, { status: page.status, headers });
  if (!headers.get('Content-Type')?.startsWith('text/html')) return answer;
  return new HTMLRewriter()
    .on('script', {
      element(script) {
        if (!DATA_SCRIPT.test(script.getAttribute('type') ?? '')) script.remove();
      },
    })
    .on('link', {
      element(link) {
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('modulepreload') || (rel.includes('preload') && link.getAttribute('as') === 'script')) link.remove();
      },
    })
    .transform(answer);
}
