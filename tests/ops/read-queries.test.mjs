import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

// Reads and writes are told apart by type (worker/db/client.ts): a query that takes the database
// for reads (`ReadOnlyD1`, which a member claimed by the cookie may use before KV has confirmed
// them) cannot call `run` or `exec`. A statement that writes and answers rows (`RETURNING`) could
// still be read with `all` or `first`: this checks, once, in the source, that no query typed for
// reads holds SQL or a drizzle builder that writes.
const QUERIES = path.join(import.meta.dirname, '..', '..', 'worker', 'db', 'queries');
const WRITES = /\b(INSERT|UPDATE|DELETE|REPLACE)\b|\.(insert|update|delete)\(|onConflict/;
const READ_SIGNATURE = /(?:function\s+(\w+)|const\s+(\w+)\s*=)\s*(?:<[^>]*>)?\s*\(([^)]*ReadOnlyD1[^)]*|[^)]*:\s*D\b[^)]*)\)/g;

/** The text of the function starting at `start`: its braced body, or an arrow's expression up to the next blank line. */
function bodyFrom(text, start) {
  const open = text.indexOf('{', text.indexOf(')', start));
  const arrow = text.indexOf('=>', start);
  if (arrow >= 0 && (open < 0 || arrow < open) && text.slice(arrow + 2).trimStart()[0] !== '{') {
    const end = text.indexOf('\n\n', arrow);
    return text.slice(arrow, end < 0 ? undefined : end);
  }
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}' && --depth === 0) return text.slice(open, index + 1);
  }
  return text.slice(open);
}

const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

test('no query typed for reads writes', () => {
  const offenders = [];
  let reads = 0;
  for (const file of readdirSync(QUERIES).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(QUERIES, file), 'utf8');
    for (const match of text.matchAll(READ_SIGNATURE)) {
      reads += 1;
      if (WRITES.test(withoutComments(bodyFrom(text, match.index)))) offenders.push(`${file}: ${match[1] ?? match[2]}`);
    }
  }
  assert.ok(reads > 50, `only ${reads} read queries found: the pattern no longer matches the code`);
  assert.deepEqual(offenders, []);
});
