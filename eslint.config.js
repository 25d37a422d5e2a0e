import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'

const impureModules = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'electron', 'electron/*', 'vue', 'pinia', 'lowdb', 'lowdb/*', 'vue-i18n']

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  // Layout is Prettier's (npm run format); ESLint keeps to what a formatter cannot see.
  prettier,
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } }
  },
  {
    // TypeScript already knows every global (DOM in the renderer, Node in main); no-undef only misreads them.
    files: ['**/*.ts', '**/*.vue'],
    rules: { 'no-undef': 'off' }
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error'
    }
  },
  {
    // The renderer knows the engine by its types only: what the rules say reaches the screen through main's services
    // (issue 17, 3), as values main works out (roster.cardValues) or data the system declares (its form schemas).
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.vue'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-engine/**'],
              allowTypeImports: true,
              message: 'The renderer imports only types from src-engine; rules knowledge comes through main.'
            }
          ]
        }
      ]
    }
  },
  {
    // The engine is a pure function of setup and answers: no I/O, no UI, no hidden randomness or clock.
    files: ['src-engine/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: impureModules, message: 'src-engine stays pure: no Node, Electron, Vue, Pinia or lowdb.' }] }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness goes through src-engine/dice only.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock: time comes in the setup.' }
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'src-engine stays pure.' }, { name: 'require', message: 'src-engine stays pure.' }]
    }
  }
)
