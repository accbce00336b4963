// worker/runtime/simulated-network.ts: the delays of `npm run bench:latency` are passed with `wrangler dev
// --var`; no section of wrangler.toml may set them, least of all production or preview.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wranglerToml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');

/** The lines of one `[env.<name>…]` family of sections. */
function sectionsOf(name) {
  const lines = [];
  let inside = false;
  for (const line of wranglerToml.split('\n')) {
    const header = line.match(/^\s*\[\[?([^\]]+)\]\]?/);
    if (header) inside = header[1].trim().startsWith(`env.${name}`);
    if (inside) lines.push(line);
  }
  return lines.join('\n');
}

describe('SIMULATED_NETWORK never reaches a deployed Worker', () => {
  for (const name of ['production', 'preview']) {
    it(`wrangler.toml's ${name} sections do not set it, and name their environment`, () => {
      const sections = sectionsOf(name);
      assert.match(sections, new RegExp(`ENVIRONMENT = "${name}"`));
      assert.doesNotMatch(sections, /SIMULATED_NETWORK/);
    });
  }

  it('no line of wrangler.toml sets it: the benchmark passes it with --var', () => {
    assert.doesNotMatch(
      wranglerToml
        .split('\n')
        .filter((line) => !line.trim().startsWith('#'))
        .join('\n'),
      /SIMULATED_NETWORK/,
    );
  });
});
