/*
 * Vite plugin shared by the web app and the console: after a production build, writes a
 * brotli (.br) and a gzip (.gz) file beside every compressible file of the output folder,
 * so the API serves pre-compressed bytes without compressing per request
 * (apps/api/app/core/middleware/static_files.ts picks the variant Accept-Encoding allows).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|wasm)$/
/** Below this size the encoding headers cost more than the bytes saved. */
const MIN_BYTES = 1024

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file in `dir`; returns what it wrote. */
export async function compressFolder(dir) {
  const written = []
  const jobs = []
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue
    jobs.push(
      (async () => {
        const bytes = await readFile(path)
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ])
        // A variant that does not shrink the file would only cost the client a decode.
        if (br.length < bytes.length) await writeFile(`${path}.br`, br)
        if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz)
        written.push({ path, size: bytes.length, br: br.length, gzip: gz.length })
      })()
    )
  }
  await Promise.all(jobs)
  return written
}

/** @returns {import('vite').Plugin} */
export function compressAssets() {
  let outDir = 'dist'
  return {
    name: 'kobza:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await compressFolder(outDir)
    },
  }
}
