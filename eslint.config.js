import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'

/*
 * API boundaries: app/core is plumbing and imports no domain; a domain reaches another only
 * through that domain's public module (#<domain>/public). Dynamic import() counts too.
 */
const apiDomains = readdirSync(new URL('./apps/api/app', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name)

function apiBoundary(files, forbidden, allowPublic) {
  if (forbidden.length === 0) return []
  const names = forbidden.join('|')
  const rest = allowPublic ? '(?!public$)' : ''
  const message = allowPublic
    ? 'Reach another domain only through its public module (#<domain>/public).'
    : 'app/core is shared plumbing: it imports no domain.'
  return [
    {
      files,
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: `^#(${names})/${rest}`, message }] }],
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/^#(${names})\\/${rest}/]`, message },
        ],
      },
    },
  ]
}

/*
 * Web boundaries: a feature reaches another only through that feature's public module
 * (features/<name>/public.ts); tests may also use its fakes (features/<name>/testing/).
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

function webFeatureBoundary(feature) {
  const others = webFeatures.filter((other) => other !== feature).join('|')
  const source = `^(\\.\\./)+(features/)?(${others})/(?!public$|testing/)`
  const message = 'Reach another web feature only through its public module (features/<name>/public.ts).'
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: source, message }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${source.replaceAll('/', '\\/')}/]`, message },
      ],
    },
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/.adonisjs/**',
      '**/.test-counts/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'var/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `any` needs a comment saying why; the disable comment is that place.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Module augmentation (Adonis config typing) is an empty interface extending the inferred type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Decorated models need value imports: emitDecoratorMetadata reads the column types at run time.
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...apiBoundary(['apps/api/app/core/**/*.ts'], apiDomains, false),
  ...apiDomains.flatMap((domain) =>
    apiBoundary(
      [`apps/api/app/${domain}/**/*.ts`],
      apiDomains.filter((other) => other !== domain),
      true
    )
  ),
  ...webFeatures.map(webFeatureBoundary)
)
