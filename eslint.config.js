import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import noAuthorityChecks from './scripts/eslint/no-authority-checks.js'

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
 * Configuration has one home: start/env.ts validates every variable and config/* reads them;
 * app code imports the config value. This rule refuses, in app/, any `process.env` (also
 * through `node:process`) and any import of the env module (#start/env or a path to it).
 */
const envModule = /^(#start\/env|(\.\.?\/)+(.*\/)?start\/env(\.[jt]s)?)$/
const envMessage = 'Read configuration from config/* (validated in start/env.ts), not the environment.'
const noEnvOutsideConfig = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const fromProcess = new Set(['process'])
    const checkSource = (node) => {
      if (node.source && typeof node.source.value === 'string' && envModule.test(node.source.value))
        context.report({ node, message: envMessage })
    }
    return {
      ImportDeclaration(node) {
        checkSource(node)
        if (node.source.value === 'process' || node.source.value === 'node:process') {
          for (const specifier of node.specifiers) {
            if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'env')
              context.report({ node: specifier, message: envMessage })
            else fromProcess.add(specifier.local.name)
          }
        }
      },
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') checkSource(node)
      },
      MemberExpression(node) {
        const object = node.object.type === 'MemberExpression' ? node.object.property : node.object
        const property = node.computed ? node.property.value : node.property.name
        if (object.type === 'Identifier' && fromProcess.has(object.name) && property === 'env')
          context.report({ node, message: envMessage })
      },
      VariableDeclarator(node) {
        // const { env } = process
        if (node.id.type !== 'ObjectPattern' || node.init?.type !== 'Identifier') return
        if (!fromProcess.has(node.init.name)) return
        if (node.id.properties.some((p) => p.type === 'Property' && p.key.name === 'env'))
          context.report({ node, message: envMessage })
      },
    }
  },
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
    // Who may do what lives in the domains' policies (AdonisJS Bouncer), nowhere else.
    files: ['apps/api/app/**/*.ts'],
    ignores: ['apps/api/app/*/policy.ts'],
    plugins: { policies: { rules: { 'no-authority-checks': noAuthorityChecks } } },
    rules: { 'policies/no-authority-checks': 'error' },
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
  {
    files: ['apps/api/app/**/*.ts'],
    plugins: { kobza: { rules: { 'no-env-outside-config': noEnvOutsideConfig } } },
    rules: { 'kobza/no-env-outside-config': 'error' },
  },
  {
    // Until the markets operator's split (issue 30 item 9) lands: it reads LEDGER_NODE_URL, which
    // is kobzaConfig.ledgerNodeUrl. Remove this block when that read is gone.
    files: ['apps/api/app/markets/operator.ts'],
    rules: { 'kobza/no-env-outside-config': 'off' },
  }
)
