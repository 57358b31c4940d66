// typescript-eslint's type-checked rules over the whole tree; prettier owns layout, dependency-cruiser the folders.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'web/dist', 'eslint.config.js', '.dependency-cruiser.cjs', 'web/public'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // fastify plugins and route registrations are async by contract, and ports answer promises even where
      // the embedded adapter has nothing to wait for: an async body without await is the house style there.
      '@typescript-eslint/require-await': 'off',
      // A binding assigned once after the closures that read it were made (the composition root's late wiring).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `{ omitted: _omitted, ...rest }` drops a field; `_name` marks a parameter a signature must keep.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON answers and knex rows as untyped values on purpose: the assertion is the type check.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules. The plugin's React Compiler rules (refs, purity, set-state-in-effect) judge
      // code written for the compiler, which this client does not use; they stay off until it does.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // TanStack Router's way to redirect from a guard or loader is to throw its redirect(), a Response, not an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
    },
  },
);
