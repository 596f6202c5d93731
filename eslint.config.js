import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way: generator, config, lib ← components ← features ← pages ← app. `more` adds
 * patterns for the same files (a later `no-restricted-imports` would replace these, not add).
 */
const layer = (files, forbidden, why, ...more) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }, ...more] }],
  },
});

/** A feature is used through its folder's index.ts, never by reaching into its files. */
const featureFace = (regex) => ({
  regex,
  message:
    'Import a feature through its public face (features/<name>/index.ts), not its files: add what you need to that index.',
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'test-results',
      'playwright-report',
      '.lighthouseci',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    // A test states what it expects just before it relies on it; `!` there reads better than a guard.
    files: ['e2e/**', 'test/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layer(
    ['src/generator/**'],
    [
      'react',
      'react-*',
      'react-dom/*',
      '**/config/*',
      '**/lib/*',
      '**/components/*',
      '**/features/*',
      '**/pages/*',
      '**/app/*',
    ],
    'The generator is pure: it imports nothing from React, the DOM or the rest of src/.',
  ),
  layer(
    ['src/config/**', 'src/lib/**'],
    ['react', 'react-*', '**/components/*', '**/features/*', '**/pages/*', '**/app/*'],
    'config/ and lib/ sit at the bottom: they import nothing from components, features, pages or app.',
  ),
  {
    // Everything the site keeps on the device goes through the one device store.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/device-store.ts', 'src/lib/storage.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/(^|\\/)lib\\/storage$|^\\.\\/storage$/]',
          message: 'Keep values on the device through lib/device-store, not lib/storage.',
        },
      ],
    },
  },
  layer(
    ['src/components/**'],
    ['**/features/*', '**/pages/*', '**/app/*'],
    'components/ may not import features, pages or app.',
  ),
  layer(
    ['src/features/**'],
    ['**/pages/*', '**/app/*'],
    'features/ may not import pages or app.',
    // `../share` is another feature's face; `../share/share-button` reaches into it.
    featureFace('^\\.\\./(?!\\.\\.)[^/]+/'),
    featureFace('(^|/)features/[^/]+/'),
  ),
  layer(
    ['src/pages/**'],
    ['**/app/*'],
    'pages/ may not import app.',
    featureFace('(^|/)features/[^/]+/'),
  ),
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureFace('(^|/)features/[^/]+/')] }],
    },
  },
);
