import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

// The repository stands alone: the product rules it relies on are its own documents (docs/rules/,
// docs/code-style.md), never a file that lives beside it and is not handed over with it.
const OUTSIDE = /\b(DECISIONS|SPEC|STYLE)\.md\b/;

test('no tracked file cites a document outside the repository', () => {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const citing = files.filter((file) => !/\.(png|ico|woff2?)$/.test(file) && OUTSIDE.test(readFileSync(file, 'utf8')));
  assert.deepEqual(citing, []);
});

test('every decision record says its date, status and what it supersedes', () => {
  const records = execFileSync('git', ['ls-files', 'docs/decisions/0*.md'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.ok(records.length > 20);
  const missing = records.filter((file) => {
    const head = readFileSync(file, 'utf8').split('\n').slice(0, 8).join('\n');
    return !/^Date: \d{4}-\d{2}-\d{2}$/m.test(head) || !/^Status: (accepted|superseded)/m.test(head) || !/^Supersedes: /m.test(head);
  });
  assert.deepEqual(missing, []);
});
