import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type UserConfig } from 'vite'
import { compressAssets } from '../../scripts/vite-compress.mjs'
import { precache } from './bundling/precache'
import { routePages } from './bundling/routePages'

const apiTarget = 'http://127.0.0.1:3333'

/**
 * @kobza/contract's modules only define values, but without `"sideEffects": false` in its
 * package.json the bundler must keep every module its index re-exports — zod schemas included —
 * as soon as the app reads one constant (breakpoints, limits). This declares what that field
 * would; drop it once the contract declares it.
 */
function contractHasNoSideEffects(): Plugin {
  return {
    name: 'kobza:contract-has-no-side-effects',
    transform: {
      // @kobza/ledger likewise: its index re-exports the node clients and deployers the browser never runs.
      filter: { id: /[\\/]packages[\\/](contract|ledger)[\\/]src[\\/]/ },
      // Except the contract's zod.ts, whose one statement (zod's jitless mode, see there) must run.
      handler: (code, id) => ({ code, map: null, moduleSideEffects: /[\\/]contract[\\/]src[\\/]zod\.ts$/.test(id) }),
    },
  }
}

/**
 * How the app's modules are grouped into chunks, decided once the module graph is known:
 * - `shell`: every module the entry imports statically (the shell and the home screen), in one
 *   chunk. Left to itself the bundler splits out each module a lazy screen shares with the shell
 *   (twenty small files for `/`), and a phone on a slow network fetches them six at a time, a
 *   round trip per wave.
 * - `screenTime`: the app's modules that its screens and strings import statically, which the
 *   groups below put into one chunk per feature (and one for the shared ones). What a screen itself loads later on demand
 *   (the ledger wallet and its SDK, the comments of a post) stays out, as lazy as before.
 * - `zodBased`: zod and the modules built on it; zod and the contract's schemas share a chunk.
 * - `formScreens`: screens that are a form (their own modules reach shared/forms/, react-hook-form
 *   underneath): sign up, nominate a legend, add an auction. They keep a chunk of their own and
 *   stay out of their feature's chunk: a feature's chunk is one file, so one form screen in it
 *   made every page of the feature (a legend, an auction) load the forms, the account screens'
 *   chunk and zod with it, ~78 KB brotli that an anonymous visitor never uses.
 * - `sharedOwners`: for each module of src/shared/ that grouped screens use, the features whose
 *   screens use it. One used by several goes with the shell (or into `forms`, when it serves
 *   making things) rather than into whichever feature's chunk took it first as a dependency:
 *   the Hall of Fame's pager had sat in the catalogue's chunk, so a legend loaded the catalogue.
 * - `featureOwners`: for each module of a feature, the features whose screens use it. One that
 *   only other features' screens use (a door, like the chat's message button on a profile) goes
 *   with its one user's chunk, or, used by several, into a chunk of its feature's doors, grouped
 *   ahead of the features that borrow it: taken into a feature's chunk as a dependency, it had
 *   made a profile load the whole chat, and every screen of the video greetings for the money
 *   buttons.
 */
function chunkPlan() {
  const shellModules = new Set<string>()
  const screenTimeModules = new Set<string>()
  const zodBased = new Set<string>()
  const formModules = new Set<string>()
  const sharedOwners = new Map<string, Set<string>>()
  const featureOwners = new Map<string, Set<string>>()
  const plugin: Plugin = {
    name: 'kobza:chunk-plan',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id)
      const staticClosure = (roots: readonly string[], into: Set<string>, follow: (id: string) => boolean) => {
        const pending = [...roots]
        while (pending.length > 0) {
          const id = pending.pop()!
          if (into.has(id) || !follow(id)) continue
          into.add(id)
          pending.push(...(info(id)?.importedIds ?? []))
        }
      }
      const moduleIds = [...this.getModuleIds()]
      for (const id of moduleIds) if (usesZod(id, info(id)?.importedIds ?? [])) zodBased.add(id)
      // The graph still holds what tree-shaking will drop, like every schema the contract's
      // index re-exports: modules built on zod are left out of the shell and stay lazy.
      staticClosure(
        moduleIds.filter((id) => info(id)?.isEntry),
        shellModules,
        (id) => !zodBased.has(id)
      )
      const appClosure = (root: string) => {
        const closure = new Set<string>()
        staticClosure([root], closure, isAppModule)
        return closure
      }
      // An app module is a form's when it is one of shared/forms/ or imports one (or react-hook-form) statically.
      const isFormModule = (id: string) =>
        isSharedForm(id) || (isAppModule(id) && (info(id)?.importedIds ?? []).some(isSharedForm))
      const featureEntries = moduleIds.filter((id) => /[\\/]features[\\/][\w-]+[\\/]feature\.tsx$/.test(id))
      for (const entry of featureEntries) {
        const feature = featureOf(entry)!
        for (const screen of info(entry)?.dynamicallyImportedIds ?? []) {
          if (!isAppModule(screen)) continue
          const closure = appClosure(screen)
          // A form screen's own modules (not those of the feature's components it shows) decide.
          const own = [...closure].filter((id) => featureOf(id) === feature || featureOf(id) === null)
          if (own.some((id) => isFormModule(id) && /[\\/]screens[\\/]/.test(id))) continue
          for (const id of closure) {
            screenTimeModules.add(id)
            if (featureOf(id) !== null) {
              const users = featureOwners.get(id) ?? new Set<string>()
              users.add(feature)
              featureOwners.set(id, users)
            }
            if (featureOf(id) !== null || !isAppModule(id)) continue
            const owners = sharedOwners.get(id) ?? new Set<string>()
            owners.add(feature)
            sharedOwners.set(id, owners)
          }
        }
      }
      // What leads to the form machinery, among the app's modules grouped at screen time.
      let grown = true
      for (const id of screenTimeModules) if (isSharedForm(id)) formModules.add(id)
      while (grown) {
        grown = false
        for (const id of screenTimeModules) {
          if (formModules.has(id) || featureOf(id) !== null) continue
          if ((info(id)?.importedIds ?? []).some((imported) => formModules.has(imported) || isSharedForm(imported))) {
            formModules.add(id)
            grown = true
          }
        }
      }
    },
  }
  const atScreenTime = (id: string) => screenTimeModules.has(id) && !shellModules.has(id)
  /** The features whose screens use a module of another feature, when its own feature's screens do not. */
  const doorUsers = (id: string): Set<string> | null => {
    const own = featureOf(id)
    const users = featureOwners.get(id)
    return own === null || !atScreenTime(id) || !users || users.has(own) ? null : users
  }
  return {
    plugin,
    inShell: (id: string) => shellModules.has(id),
    atScreenTime,
    /** A module of src/shared/ that the screens of several features use: `forms` or `shared`, by what it is built on. */
    sharedGroup: (id: string): 'forms' | 'shared' | null => {
      if (!atScreenTime(id) || (sharedOwners.get(id)?.size ?? 0) < 2) return null
      return formModules.has(id) ? 'forms' : 'shared'
    },
    /** The one feature whose screens use a module of another feature, whose own screens do not. */
    borrowedBy: (id: string): string | null => {
      const users = doorUsers(id)
      return users?.size === 1 ? [...users][0]! : null
    },
    /** `payments-doors` for a module of payments that the screens of several other features use. */
    sharedDoor: (id: string): string | null => ((doorUsers(id)?.size ?? 0) > 1 ? `${featureOf(id)}-doors` : null),
    isLazyContract: (id: string) =>
      ((zodBased.has(id) && /[\\/](node_modules[\\/]zod|packages[\\/]contract)[\\/]/.test(id)) ||
        // The API client's door to the schemas: alone, it was one more round trip after zod's chunk.
        /[\\/]api-client[\\/]src[\\/]schemas\.ts$/.test(id)) &&
      !shellModules.has(id),
  }
}

function isAppModule(id: string): boolean {
  return /[\\/]apps[\\/]web[\\/]src[\\/]/.test(id)
}

/**
 * What only someone making something uses: the forms' machinery (shared/forms/, react-hook-form
 * underneath), uploads and the picture cropper. Screens show these to their owner, signed in.
 */
function isSharedForm(id: string): boolean {
  return (
    /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/](forms|uploads)[\\/]|[\\/]node_modules[\\/]react-hook-form[\\/]/.test(
      id
    ) || /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/](ImageCropper|canvasPicture|useFilePickerLabels)\b/.test(id)
  )
}

/** `profile` for a module of src/features/profile, null for any other. */
function featureOf(id: string): string | null {
  return /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ?? null
}

function usesZod(id: string, imported: readonly string[]): boolean {
  const zod = /[\\/]node_modules[\\/]zod[\\/]|[\\/]contract[\\/]src[\\/]zod\.ts$/
  return zod.test(id) || imported.some((importedId) => zod.test(importedId))
}

const chunks = chunkPlan()

/**
 * The server's build of the app (issue 35, `vite build --ssr src/entry-server.tsx`): one module
 * apps/api imports to render public pages. Outside dist/, so it is never served as a file. The
 * workspace packages are bundled from their sources; libraries are imported from node_modules.
 */
const serverBuild: UserConfig = {
  base: '/',
  plugins: [react(), contractHasNoSideEffects()],
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: {
    noExternal: [/^@kobza\//],
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['node'] },
  },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    ssr: 'src/entry-server.tsx',
    sourcemap: true,
    // One file: the API imports it under a new URL after a deploy (?v=mtime), and split chunks
    // importing the entry back by its plain URL would make a second copy of every context.
    rolldownOptions: { output: { codeSplitting: false } },
    // The whole app in one file, read once by the server: its size costs no download.
    chunkSizeWarningLimit: 2000,
  },
}

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild))

const clientBuild: UserConfig = {
  base: '/',
  plugins: [
    react(),
    contractHasNoSideEffects(),
    chunks.plugin,
    // A signed-in reader's profile asks for its answer while the scripts download (public/early-answers.js).
    routePages('src/features', { profile: '/early-answers.js' }),
    // The service worker's shell (public/sw.js): what it keeps at install, and the version that names it.
    precache(['/warm-intl.js', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'], ['zod']),
    compressAssets(),
  ],
  resolve: {
    // Workspace packages export their TypeScript under "source", so they compile from src without a build.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    // ../../scripts/bundle-budget.mjs reads the manifest to find what `/` loads before any lazy route.
    manifest: true,
    /*
     * A stylesheet per chunk. `/` loads two chunks of the app (shell and ui, see the groups
     * below), so it fetches their 9.7 KB instead of the whole app's 14.6 KB; a lazy screen's
     * stylesheet comes beside its script, in the same round trip. (With the thirty small chunks
     * `/` had before, per-chunk CSS had meant sixteen stylesheets queued behind the scripts.)
     */
    cssCodeSplit: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * Libraries change less often than the app: a separate chunk stays cached across
           * deploys. One chunk for all of the shell's libraries, not one per library: on a
           * slow phone network each extra request of `/` waited for a free connection (six
           * at most) and a round trip. Only modules the entry graph reaches land here; lazy
           * screens keep their own dependencies, and zod (lazy, see @kobza/api-client) its own.
           */
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 40,
            },
            /*
             * Zod with the contract's schemas and endpoint table: what the first API call of a
             * lazy screen waits for, in one file. Contract modules the shell reads (messages,
             * limits) stay in the shell, so `/` never loads zod.
             */
            {
              name: 'zod',
              test: (id) => chunks.isLazyContract(id),
              priority: 30,
              includeDependenciesRecursively: false,
            },
            // Lazy screens that share a shell module load this chunk too; it is in the cache by then.
            { name: 'ui', test: /[\\/]design-system[\\/]src[\\/]/, priority: 25 },
            /*
             * With the shell, the few small modules of src/shared/ that the screens of several
             * features use (the pager, link and label helpers, under a kilobyte): in a chunk of
             * their own they cost a legend or an auction one more request on a slow network.
             */
            {
              name: 'shell',
              test: (id) => chunks.inShell(id) || chunks.sharedGroup(id) === 'shared',
              priority: 20,
            },
            /*
             * What the screens of several features share for making things (forms, uploads, the
             * cropper), before any feature's group takes it as a dependency of its own: a page
             * showing no form (a legend, an auction) loads none of it.
             */
            { name: 'forms', test: (id) => chunks.sharedGroup(id) === 'forms', priority: 16 },
            /*
             * One chunk per feature for what its lazy screens need: a screen, its strings and the
             * features it borrows from (a profile shows catalogue and payment parts) arrive in a
             * few files instead of thirty, which a phone fetched six at a time, a round trip each.
             */
            // Ahead of the features' group, so that none takes these as its dependencies.
            { name: (id) => chunks.sharedDoor(id), test: (id) => chunks.sharedDoor(id) !== null, priority: 12 },
            {
              name: (id) => chunks.borrowedBy(id) ?? featureOf(id),
              test: (id) => featureOf(id) !== null && chunks.atScreenTime(id),
              priority: 10,
            },
            // The app's own modules that only lazy screens use and no group above took.
            { name: 'screens', test: (id) => chunks.atScreenTime(id), priority: 5 },
          ],
        },
      },
    },
  },
}
