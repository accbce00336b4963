import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: shared (src/components, src/lib) → src/features → src/app (docs/code-style.md habit
// 11, after bulletproof-react's `import/no-restricted-paths` zones). A feature imports shared code
// and the content kit (features/content: what articles, protocols and the screens listing them
// share), never another feature, except for the pairs below.
const ROOT = import.meta.dirname;
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_FEATURES = ['content'];
/** The cross-feature imports that remain: importing feature → imported features, each with why. */
const CROSS_FEATURE_IMPORTS = {
  publishing: [
    'editor', // the article and protocol forms embed the rich-text field (the editor is a lazy chunk of its own)
    'uploads', // the cover image and PDF attachment fields upload through the uploads feature
    'questions', // the question's writer saves through the questions' calls
    'communities', // the writers' 'Comunidade' select lists the member's communities
  ],
  profile: [
    'publishing', // the profile lists the member's drafts and links to the writer's page
    'saved-items', // the profile's saved tab lists the member's saved items
    'uploads', // the edit-profile dialog's avatar field
  ],
  // Search shows the results of each kind with that kind's own card, as its list does.
  search: ['events', 'opportunities', 'volunteering', 'members', 'questions'],
  questions: [
    'editor', // questions and answers are written in the rich-text editor, with the privacy review's marks
    'publishing', // the question's writer is the publishing page's, with its drafts, preview and privacy review
  ],
  // The first-day guide (docs/rules/first-day.md) saves through the profile's own call, uploads the
  // photo as the profile does, and sends the licence number as the settings do.
  onboarding: ['profile', 'uploads', 'settings'],
  home: [
    'onboarding', // a member's home page offers the first-day guide until it is finished or skipped
  ],
  // The CPD portfolio (docs/rules/cpd-portfolio.md): an entry's reflection in the rich-text field with the privacy review of the writers, its evidence uploaded as other files are.
  cpd: ['editor', 'uploads', 'publishing'],
  // A registrant's ticket on the event's page is the CPD feature's (a lazy chunk with the QR encoder).
  events: ['cpd'],
  // Job alerts (docs/rules/job-alerts-and-pay.md): the offer lists' 'Guardar pesquisa', and the settings page's list of saved searches.
  opportunities: ['saved-searches'],
  volunteering: ['saved-searches'],
  settings: ['saved-searches'],
  // A community's page lists its events with the events' own card and its questions with theirs (docs/rules/communities.md).
  communities: ['events', 'questions'],
  // `/moderacao` shows the requests to join the communities the member moderates, as the community's page does.
  moderation: ['communities'],
};

const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [feature, ...(SHARED_FEATURES.includes(feature) ? [] : SHARED_FEATURES), ...(CROSS_FEATURE_IMPORTS[feature] ?? [])].map((name) => `./${name}`),
  message: 'Features do not import each other: move what they share down (src/lib, src/components, features/content) or, with a reason, allow the pair in CROSS_FEATURE_IMPORTS.',
}));

/** kebab-case names, with dot-separated suffixes (`layout.mobile.spec.ts`, `client-only-screens.server.ts`). */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [], messages: { notKebab: "'{{name}}' is not kebab-case (docs/code-style.md habit 7)." } },
      create(context) {
        // Every folder and the file itself, below the top-level folder (src/, worker/, tests/).
        for (const name of path.relative(ROOT, context.filename).split(path.sep).slice(1)) {
          if (!KEBAB_CASE.test(name)) {
            context.report({ loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name } });
            break;
          }
        }
        return {};
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '**/.wrangler', 'test-results', 'playwright-report', 'worker/worker-configuration.d.ts', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...featureZones,
            { target: './src/features', from: './src/app', message: 'Features do not import the app: the app composes features.' },
            {
              target: ['./src/components', './src/lib'],
              from: './src/features',
              // One exception: the member-only module the layout loads after hydration
              // (src/components/layout/member-extras.tsx) draws 'Para si' of the home feature.
              // Having the app hand that module to the layout instead cost the home page's scripts
              // their budget.
              // And 'Denunciar' (moderation/components/report-slots.tsx), lazily, into the places
              // pages mark for it: member-only, so neither visitors nor the home page's first
              // script carry it. And 'Nas suas comunidades' (communities/components/community-news.tsx)
              // on the home page, lazily, for the same reason.
              except: ['./home/components/for-you.tsx', './moderation/components/report-slots.tsx', './communities/components/community-news.tsx'],
              message: 'Shared code (src/components, src/lib) imports neither features nor the app: move what it needs down to src/lib.',
            },
            {
              target: ['./src/components', './src/lib'],
              from: './src/app',
              message: 'Shared code (src/components, src/lib) imports neither features nor the app: move what it needs down to src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles, in the SPA or the Worker: a cycle is two modules that cannot be read (or
    // loaded) one after the other.
    files: ['{src,worker}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The modules followed: TypeScript's (import-x reads only JavaScript's by default).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['{src,worker,tests}/**/*'],
    plugins: { 'file-names': fileNames },
    rules: { 'file-names/kebab-case': 'error' },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]', message: 'No .only, .skip or .todo in tests.' },
      ],
    },
  },
  {
    // The Worker's shape (docs/rules/platform.md, "One request, one scope"): only worker/runtime/
    // touches the bindings, only worker/db/ writes SQL, services take their work from the scope and
    // import neither routes nor middleware, and the API's app is imported by the entry alone.
    files: ['worker/**/*.ts'],
    // The entry (worker/index.ts) composes the app and the runtime.
    ignores: ['worker/runtime/**', 'worker/index.ts', 'worker/worker-configuration.d.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            { target: './worker/services', from: ['./worker/routes', './worker/middleware'], message: 'Services import neither routes nor middleware: what both need belongs in services/ or lib/.' },
            { target: './worker', from: './worker/app.ts', message: 'Only the entry (worker/index.ts) imports the app; the runtime takes it as a parameter.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(DB|SESSIONS|FILES|MAIL_QUEUE|EMAIL|ASSETS|ENVIRONMENT|PUBLIC_URL|MAIL_FROM|QUIET_LOGS|EXPOSE_D1_STATEMENTS|SIMULATED_NETWORK|EDGE_CACHE|VAPID_PRIVATE_KEY)$/]',
          message: 'Only worker/runtime/ reads a binding: take the port from the scope (c.var.scope).',
        },
        { selector: "MemberExpression[object.name='c'][property.name='env']", message: 'Routes read the scope (c.var.scope), never c.env.' },
        { selector: "CallExpression[callee.property.name='prepare']", message: 'Only worker/db/ prepares SQL: add a query to worker/db/queries/.' },
        { selector: "CallExpression[callee.property.name='exec'][callee.object.property.name=/^(read|DB)$/]", message: 'Only worker/db/ runs SQL: add a query to worker/db/queries/.' },
        { selector: 'NewExpression[callee.name="Proxy"]', message: 'No Proxy over a binding outside worker/runtime/.' },
        { selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]', message: 'No .only, .skip or .todo in tests.' },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/env'], importNames: ['Bindings'], message: 'Only worker/runtime/ (and the entry) know the bindings: take the scope.' }] },
      ],
    },
  },
  {
    // worker/db/ is where SQL lives; the rule above does not apply to it.
    files: ['worker/db/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'NewExpression[callee.name="Proxy"]', message: 'No Proxy over a binding outside worker/runtime/.' },
        { selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]', message: 'No .only, .skip or .todo in tests.' },
      ],
    },
  },
);
