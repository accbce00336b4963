// docs/rules/language-and-search.md: every text is European Portuguese. Scans the string literals, template
// texts and JSX text of every source file of src/, worker/ and scripts/seed/ (what a member can be
// shown: screens, toasts, validation and API messages, demo data) for the Brazilian forms of
// tests/brazilian-forms.mjs and the forms that do not address everyone (docs/rules/first-day.md), and
// those of src/ and worker/ (the interface, not the demo data's names and titles) for Title Case.
// Comments, identifiers and import paths are not scanned.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { brazilianForms, titleCase } from '../brazilian-forms.mjs';

const ROOT = path.join(import.meta.dirname, '../..');
const SCANNED = ['src', 'worker', 'scripts/seed'];
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|jsx)$/;
/** Generated files that hold no text of ours. */
const SKIPPED = new Set(['worker/worker-configuration.d.ts']);
/**
 * Literals that are values of the API, never shown to anyone: the moderation action `delete` of
 * docs/rules/trust.md (`POST /api/moderation/actions`), which the screens name 'Eliminar'.
 */
const API_VALUES = new Set(['delete']);
/** The interface's texts, which use sentence case. */
const INTERFACE = ['src', 'worker'];
/** Lists of names, kept as the profession writes them: the specialties a member chooses from. */
const NAME_LISTS = new Set(['src/lib/specialty-options.ts']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(relative);
    else if (SOURCE.test(entry.name) && !SKIPPED.has(relative)) yield relative;
  }
}

/** The texts of a source file a reader can see: string literals, template parts and JSX text, each with its line. */
export function textsOf(fileName, code) {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : /\.m?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const texts = [];
  const visit = (node) => {
    // Module specifiers are paths, not texts.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node) || ts.isExternalModuleReference(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    let text;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
    else if (node.kind === ts.SyntaxKind.JsxText) text = node.getText(source);
    if (text && /\p{L}/u.test(text)) {
      // A line break in JSX text is a space on the screen.
      const start = node.getStart(source);
      texts.push({ text: text.replace(/\s+/g, ' '), line: source.getLineAndCharacterOfPosition(start).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('European Portuguese (docs/rules/language-and-search.md)', () => {
  it('finds the forms in string literals and JSX text only, never in comments, identifiers or import paths', () => {
    const code = [
      "import { registrar } from './registrar';",
      '// Carregando o arquivo do usuário',
      'const userId = 1; const arquivoLocal = 2;',
      "const ok = 'O seu perfil foi atualizado.';",
      "const bad = 'Seu perfil foi atualizado.';",
      'const screen = <p title="A carregar…">Você precisa estar',
      '  logado</p>;',
      'const tpl = `Olá ${name}, baixar o ficheiro`;',
    ].join('\n');
    const found = textsOf('example.tsx', code).flatMap(({ text, line }) => brazilianForms(text).map(({ match }) => `${line}:${match}`));
    assert.deepEqual(found, ['5:Seu', '6:Você', '6:logado', '8:baixar']);
  });

  it('leaves no Brazilian form in the texts of src/, worker/ and scripts/seed/', () => {
    const found = [];
    let files = 0;
    for (const dir of SCANNED) {
      for (const file of sourceFiles(dir)) {
        files += 1;
        for (const { text, line } of textsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
          if (API_VALUES.has(text)) continue;
          for (const { form, ptPT, match } of brazilianForms(text)) found.push(`${file}:${line}: "${match}" (${form}; pt-PT: ${ptPT}) in "${text.trim().slice(0, 120)}"`);
        }
      }
    }
    assert.ok(files > 100, `scanned only ${files} files`);
    assert.deepEqual(found, [], `Brazilian forms in the texts (docs/rules/language-and-search.md):\n${found.join('\n')}`);
  });

  it('finds the forms that do not address everyone, and Title Case, in texts', () => {
    const code = [
      'const hello = `Bem-vindo(a) à Rede TO, ${name}`;',
      'const done = <p>Está inscrito neste evento.</p>;',
      'const found = `${total} resultado(s) encontrado(s)`;',
      'const title = `Resultados para "${q}"`;',
      'const button = <button aria-label="Editar Perfil">Guardar Alterações</button>;',
      'const fine = <p title="Sobre a Rede TO">A sua inscrição está confirmada. Estamos em Beja, Portugal: «Editar perfil».</p>;',
    ].join('\n');
    const texts = textsOf('example.tsx', code);
    assert.deepEqual(
      texts.flatMap(({ text, line }) => brazilianForms(text).map(({ match }) => `${line}:${match}`)),
      ['1:Bem-vindo', '1:(a)', '2:Está inscrito', '3:(s)', '3:(s)', '4:"'],
    );
    assert.deepEqual(
      texts.flatMap(({ text, line }) => titleCase(text).map(({ match }) => `${line}:${match}`)),
      ['5:Editar Perfil', '5:Guardar Alterações'],
    );
  });

  it('leaves no Title Case in the interface texts of src/ and worker/', () => {
    const found = [];
    for (const dir of INTERFACE) {
      for (const file of sourceFiles(dir)) {
        if (NAME_LISTS.has(file)) continue;
        for (const { text, line } of textsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
          for (const { match } of titleCase(text)) found.push(`${file}:${line}: "${match}" in "${text.trim().slice(0, 120)}"`);
        }
      }
    }
    assert.deepEqual(found, [], `Title Case in the interface (docs/rules/first-day.md: sentence case; a proper name goes in PROPER_NAMES of tests/brazilian-forms.mjs):\n${found.join('\n')}`);
  });
});
