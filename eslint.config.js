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

/*
 * Homes held by lint (issue 30): app/ code reaches no database/ file (factories and seeds are for
 * tests and the seed command); controllers and operators call their domain's queries and actions
 * instead of the db service; times are formatted for storage only by app/core/stored_time.
 */
const databaseImport = {
  regex: '^#database/',
  message: 'app/ does not import database/ (factories are for tests and the seed); put what you need in the domain.',
}
const dbService = {
  regex: '^@adonisjs/lucid/services/db$',
  message: "Controllers and operators call their domain's query and action files; the db service lives there.",
}
const storageDateMessage = 'Format times for storage with #core/stored_time (storedNow, storedAt, sqlTimeOf, dayBound).'
const storageDates = [
  "CallExpression[callee.property.name='toSQL'][arguments.length>0]",
  'CallExpression[callee.property.name=/^toSQL(Date|Time)$/]',
  "CallExpression[callee.property.name='toFormat'][arguments.0.value=/yyyy-MM-dd.HH/]",
  "MemberExpression[property.name='dateTimeFormat']",
  "CallExpression[callee.property.name='replace'][callee.object.callee.property.name='toISOString']",
  "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString'][arguments.1.value=19]",
  "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString'][arguments.1.value=23]",
].map((selector) => ({ selector, message: storageDateMessage }))
/** Files that hold no queries of their own. */
const dbFree = ['**/*_controller.ts', '**/operator.ts']

function apiBoundary(files, forbidden, allowPublic, extra = {}) {
  if (files.length === 0) return []
  const names = forbidden.join('|')
  const rest = allowPublic ? '(?!public$)' : ''
  const message = allowPublic
    ? 'Reach another domain only through its public module (#<domain>/public).'
    : 'app/core is shared plumbing: it imports no domain.'
  const boundary = forbidden.length === 0 ? [] : [{ regex: `^#(${names})/${rest}`, message }]
  const dynamic =
    forbidden.length === 0 ? [] : [{ selector: `ImportExpression[source.value=/^#(${names})\\/${rest}/]`, message }]
  const patterns = [...boundary, databaseImport, ...(extra.patterns ?? [])]
  return [
    {
      files,
      ...(extra.ignores ? { ignores: extra.ignores } : {}),
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        'no-restricted-syntax': ['error', ...dynamic, ...(extra.syntax ?? [])],
      },
    },
  ]
}

/** A domain's rules, and the same plus "no db service" for its controllers and operators. */
function apiDomain(domain) {
  const files = [`apps/api/app/${domain}/**/*.ts`]
  const others = apiDomains.filter((other) => other !== domain)
  return [
    ...apiBoundary(files, others, true, { syntax: storageDates }),
    ...apiBoundary(
      dbFree.map((name) => `apps/api/app/${domain}/${name}`),
      others,
      true,
      { syntax: storageDates, patterns: [dbService] }
    ),
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
      '**/dist-server/**',
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
  ...apiBoundary(['apps/api/app/core/**/operator.ts'], apiDomains, false, { patterns: [dbService] }),
  ...apiBoundary(['apps/api/start/operator.ts'], [], false, { patterns: [dbService] }),
  ...apiDomains.flatMap(apiDomain),
  {
    files: ['apps/api/app/**/*.ts'],
    plugins: { kobza: { rules: { 'no-env-outside-config': noEnvOutsideConfig } } },
    rules: { 'kobza/no-env-outside-config': 'error' },
  },
  ...webFeatures.map(webFeatureBoundary)
)
