import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports run one way (STYLE.md): generator, config, lib ← components ← features ← pages ← app. */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'test-results',
      'playwright-report',
      '.lighthouse',
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
    files: ['e2e/**', '**/*.test.{ts,tsx}'],
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
  layer(
    ['src/components/**'],
    ['**/features/*', '**/pages/*', '**/app/*'],
    'components/ may not import features, pages or app.',
  ),
  layer(['src/features/**'], ['**/pages/*', '**/app/*'], 'features/ may not import pages or app.'),
  layer(['src/pages/**'], ['**/app/*'], 'pages/ may not import app.'),
);
