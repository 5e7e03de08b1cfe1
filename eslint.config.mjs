// ESLint flat config (issue 16, "Checked conventions"): type-aware rules
// through the project service, STYLE.md §2 sizes as warnings, hooks and a11y
// rules for web/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      '.tmp/**',
      'data/**',
      'backups/**',
      'tests/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.mjs', '*.cjs', '*.js', 'scripts/*.mjs', 'tests/bench/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
        // NestJS injects by the constructor's emitted metadata: keep classes
        // used in decorated signatures as value imports.
        emitDecoratorMetadata: true,
        experimentalDecorators: true,
      },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      // numbers in messages, keys and paths are intended; objects still flagged
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => doIt()` shorthand callbacks are the tree's idiom (hundreds of hits)
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // a `default:` is a deliberate choice (views of other contexts' streams ignore the rest);
      // the contexts' own deciders end in `exhaustive()`, which the compiler checks
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-floating-promises': ['error', { checkThenables: true }],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Nest modules are empty classes that only carry their @Module() metadata
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      // a rest sibling omits a field (`{ commandId: _c, ...fields }`); an underscore marks a
      // parameter a signature keeps (a decider's state, an interface's argument)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,cjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      // STYLE.md §2 sizes: warnings in the editor, but `npm run lint` (CI) allows none (--max-warnings 0)
      complexity: ['warn', 9],
      'max-lines': ['warn', 200],
      'max-lines-per-function': ['warn', 30],
      // ≤ 3 positional params, as `max-params` counts them, except a constructor's: Nest injects
      // a handler's collaborators by its constructor, no caller passes them by position
      'max-params': 'off',
      'no-restricted-syntax': [
        'warn',
        {
          selector:
            ':function[params.length>3]:not(MethodDefinition[kind="constructor"] > FunctionExpression)',
          message: 'More than 3 positional parameters (STYLE.md §2): take one object instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: {
      // an underscore marks a binding kept on purpose (e.g. a loop that only counts rows)
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_' }],
    },
  },
  {
    // Jest's setup files run with its globals
    files: ['tests/support/timeouts/*.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // a mongosh script: the shell's own globals
    files: ['docker/mongo/*.js'],
    languageOptions: {
      globals: { rs: 'readonly', db: 'readonly', print: 'readonly', quit: 'readonly' },
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', '**/*.spec.{ts,tsx}', 'web/src/test/**/*.{ts,tsx}'],
    rules: {
      // a spec's `describe` callback and file grow with its number of cases, which is the point of
      // it; the helpers a spec defines are still held to the other sizes (params, complexity)
      'max-lines-per-function': 'off',
      'max-lines': 'off',
      // a test that reaches a missing value fails anyway: `rows[0]!` is an assertion there
      '@typescript-eslint/no-non-null-assertion': 'off',
      // jest's asymmetric matchers (expect.any, objectContaining), jest.requireActual and
      // supertest's res.body are typed `any` by their libraries
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
