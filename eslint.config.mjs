// One lint configuration for every workspace. Type-aware rules are left to `npm run typecheck` (tsc) to keep lint fast.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Frontend boundaries (ADR 0133): each feature folder (`features/<name>`, and each `features/admin/<name>`) imports only
// from itself and from the shared folders (components, hooks, lib, config, session; tests also testing/); the app composes features;
// shared code never imports a feature or the app, except the app's typed Redux hooks and its store (for test stores).
// The list is read from the disk, so a new feature folder is fenced the day it appears.
const FRONTEND = './frontend/src';
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = subfolders(`${FRONTEND}/features`).flatMap((name) =>
  name === 'admin' ? subfolders(`${FRONTEND}/features/admin`).map((sub) => `admin/${sub}`) : [name],
);
// `testing/` (renderApp: the whole app in a MemoryRouter) may import features and the app, as the app does.
const sharedFolders = ['components', 'hooks', 'lib', 'config', 'session'].map((name) => `${FRONTEND}/${name}`);
const boundaryMessage =
  'Uma feature importa só de si mesma e das pastas compartilhadas (components, hooks, lib, config, session): mova o que duas features usam para uma delas.';
// A provider feature (it has a descriptor, `feature.ts`, ADR 0183) reaches the app only through it: the app maps the
// descriptors (store, root saga, routes, menu) and never imports its screens, slices or sagas by themselves. The admin
// features have descriptors too, but the analyst's area shows two of their screens at its own addresses and the admin
// frame reads two views for the menu's counts, so they are not fenced this way yet.
const descriptorOf = (feature) =>
  ['feature.ts', 'feature.tsx'].find((file) => existsSync(`${FRONTEND}/features/${feature}/${file}`));
const frontendZones = [
  ...features
    .filter((feature) => !feature.startsWith('admin/') && descriptorOf(feature))
    .map((feature) => ({
      target: `${FRONTEND}/app`,
      from: `${FRONTEND}/features/${feature}`,
      except: [`./${descriptorOf(feature)}`],
      message:
        'O app usa uma feature com descritor só pelo seu feature.ts (ADR 0183): registre ali a tela, o slice ou a saga.',
    })),
  ...features.map((feature) => ({
    target: `${FRONTEND}/features/${feature}`,
    from: `${FRONTEND}/features`,
    except: [`./${feature}`],
    message: boundaryMessage,
  })),
  {
    target: `${FRONTEND}/features`,
    from: `${FRONTEND}/app`,
    except: ['./hooks.ts', './store.ts'],
    message: 'Features não importam o app (só os hooks tipados e, em testes, a store).',
  },
  { target: sharedFolders, from: `${FRONTEND}/features`, message: 'Código compartilhado não importa features.' },
  {
    target: sharedFolders,
    from: `${FRONTEND}/app`,
    except: ['./hooks.ts', './store.ts'],
    message: 'Código compartilhado não importa o app (só os hooks tipados e, em testes, a store).',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'deploy/kafka-local/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js files and no-cycle would see no TypeScript import at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: frontendZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The composition root (host/) is a leaf: it imports the services, never the other way round (issue #22 item 2).
    // Tools, benchmarks and system tests sit on top of it; nothing below imports them. Tests of a service reach the
    // whole system only through test-support/.
    files: [
      'common/src/**/*.ts',
      'events/src/**/*.ts',
      'platform/src/**/*.ts',
      'projections/src/**/*.ts',
      'command-service/src/**/*.ts',
      'query-service/src/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@conectasst/host', '@conectasst/host/*', '**/host/src/*', '**/host/src/**'],
              message:
                'host/ is the composition root: a service or library never imports it (tests go through test-support/).',
            },
            {
              group: [
                '@conectasst/tools',
                '@conectasst/tools/*',
                '@conectasst/bench',
                '@conectasst/bench/*',
                '@conectasst/system-tests',
                '@conectasst/system-tests/*',
                '**/tools/src/**',
                '**/bench/src/**',
                '**/system-tests/src/**',
              ],
              message: 'tools/, bench/ and system-tests/ sit on top of the system: nothing below them imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route that is not public has a caller (RouteContext['user'] is narrowed by the route's access, ADR 0180):
    // `user!.` is never needed there, and on a public route it would hide a missing caller.
    files: ['command-service/src/**/*.ts', 'query-service/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression[expression.name='user'], TSNonNullExpression[expression.property.name='user']",
          message: 'O usuário de uma rota não pública já é AuthUser (ADR 0180): use user.id, sem `user!`.',
        },
      ],
    },
  },
  {
    // Projections read the typed catalogue (ADR 0180): `typedEvents(events, definitions)` and a `switch` ending in
    // `exhaustive(event)`, so a new event type fails the build. A cast of `event.data` (or of one of its fields) would
    // restate a schema the catalogue already states, and silently go stale when it changes.
    files: ['projections/src/**/*.ts'],
    // Not projections: the Kafka message decoder and the log export read any event generically, by field name.
    ignores: ['**/*.test.ts', 'projections/src/kafka/**', 'projections/src/logExport/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression[expression.property.name='data'], TSAsExpression[expression.object.property.name='data'], TSTypeAssertion[expression.property.name='data'], TSTypeAssertion[expression.object.property.name='data']",
          message:
            'Uma projeção lê o catálogo tipado: typedEvents(events, definições) + exhaustive(event), nunca `event.data as …` (ADR 0180).',
        },
      ],
    },
  },
  {
    // The composition root does not depend on what is built on top of it.
    files: ['host/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@conectasst/tools',
                '@conectasst/tools/*',
                '@conectasst/bench',
                '@conectasst/bench/*',
                '@conectasst/system-tests',
                '@conectasst/system-tests/*',
                '**/tools/src/**',
                '**/bench/src/**',
                '**/system-tests/src/**',
              ],
              message:
                'host/ composes the system; tools, benchmarks and system tests import it, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'test-support/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
