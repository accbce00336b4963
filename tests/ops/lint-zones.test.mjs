import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { test } from 'node:test';

// The lint rules that hold the code's shape fail on what they forbid: proven by writing the
// forbidden thing into the tree for one lint run, then taking it away.
const ROOT = path.join(import.meta.dirname, '..', '..');

function lint(files) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), ...files], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function withFiles(files, check) {
  try {
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(ROOT, file), text);
    check(Object.keys(files));
  } finally {
    for (const file of Object.keys(files)) rmSync(path.join(ROOT, file), { force: true });
  }
}

test('an import cycle in the Worker or the SPA fails the lint', () => {
  for (const folder of ['worker/lib', 'src/lib']) {
    withFiles(
      {
        [`${folder}/lint-probe-a.ts`]: "import { b } from './lint-probe-b';\nexport const a = (): unknown => b;\n",
        [`${folder}/lint-probe-b.ts`]: "import { a } from './lint-probe-a';\nexport const b = (): unknown => a;\n",
      },
      (files) => {
        const { status, output } = lint(files);
        assert.equal(status, 1, output);
        assert.match(output, /Dependency cycle/);
      },
    );
  }
});

test('a feature that imports another feature fails the lint', () => {
  withFiles({ 'src/features/contact/lint-probe.ts': "export { membersInfiniteQuery } from '../members/api/get-members';\n" }, (files) => {
    const { status, output } = lint(files);
    assert.equal(status, 1, output);
    assert.match(output, /Features do not import each other/);
  });
});

test("the Worker's zones fail the lint: bindings, c.env, SQL and Proxy outside their folder, services importing routes or middleware, the app imported past the entry", () => {
  const probes = [
    [
      'worker/routes/lint-probe.ts',
      "import type { Scope } from '../runtime/scope';\nexport const read = (env: { DB: D1Database }, _scope?: Scope) => env.DB;\n",
      /Only worker\/runtime\/ reads a binding/,
    ],
    ['worker/routes/lint-probe.ts', "import type { Context } from 'hono';\nexport const read = (c: Context) => c.env;\n", /never c\.env/],
    ['worker/services/lint-probe.ts', "export const count = (d1: D1Database) => d1.prepare('SELECT 1').first();\n", /Only worker\/db\/ prepares SQL/],
    ['worker/services/lint-probe.ts', 'export const wrapped = (kv: object) => new Proxy(kv, {});\n', /No Proxy over a binding/],
    ['worker/services/lint-probe.ts', "export { requireMember } from '../middleware/session';\n", /Services import neither routes nor middleware/],
    ['worker/services/lint-probe.ts', "export { authRoutes } from '../routes/auth';\n", /Services import neither routes nor middleware/],
    ['worker/pages-lint-probe.ts', "export { app } from './app';\n", /Only the entry \(worker\/index\.ts\) imports the app/],
    ['worker/services/lint-probe.ts', "import type { Bindings } from '../env';\nexport type Probe = Bindings;\n", /Only worker\/runtime\/ \(and the entry\) know the bindings/],
  ];
  for (const [file, text, message] of probes) {
    withFiles({ [file]: text }, (files) => {
      const { status, output } = lint(files);
      assert.equal(status, 1, `${file}: ${output}`);
      assert.match(output, message);
    });
  }
});

test('the runtime, which owns the bindings, may read them', () => {
  withFiles({ 'worker/runtime/lint-probe.ts': 'export const read = (env: { DB: D1Database }) => new Proxy(env.DB, {});\n' }, (files) => {
    const { status, output } = lint(files);
    assert.equal(status, 0, output);
  });
});
