import { readFile, readdir } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import type { ContractRole } from '@kobza/ledger'
import { OperatorError } from '#core/console_app'

/** A file or folder the operator named that cannot be read, in words. */
function unreadable(what: string, path: string, error: unknown) {
  const code = (error as NodeJS.ErrnoException).code
  const reasons: Record<string, string> = {
    ENOENT: 'does not exist',
    EACCES: 'is not readable',
    ENOTDIR: 'is not a folder',
    EISDIR: 'is a folder',
  }
  const reason = (code && reasons[code]) ?? (error as Error).message
  return new OperatorError(`${what} ${path} ${reason}`)
}

/** Where the compiled modules are: a folder of them, or one module file holding every contract. */
export type ModuleSource = { folder: string } | { file: string }

/**
 * What `kobza contracts deploy` reads from disk: the compiled modules (one per contract role, or
 * one for all three) and the wallet key export `keyOption`.
 */
export async function readDeployFiles(source: ModuleSource, keyOption: string) {
  const ledger = await import('@kobza/ledger')
  const keyFile = resolve(keyOption)
  let modulesDir: string
  let files: string[]
  if ('file' in source) {
    const moduleFile = resolve(source.file)
    if (!moduleFile.endsWith(ledger.moduleFileSuffix))
      throw new OperatorError(
        `The module ${moduleFile} is not a ${ledger.moduleFileSuffix} file (a compiled smart contract module)`
      )
    modulesDir = dirname(moduleFile)
    files = [basename(moduleFile)]
  } else {
    modulesDir = resolve(source.folder)
    try {
      files = await readdir(modulesDir)
    } catch (error) {
      throw unreadable('The modules folder', modulesDir, error)
    }
  }
  const names = ledger.defaultContractNames
  const chosen = ledger.moduleFilesFor(files, names, modulesDir)
  const modules = {} as Record<ContractRole, Uint8Array>
  for (const role of ledger.contractRoles) {
    const path = join(modulesDir, chosen[role])
    try {
      modules[role] = new Uint8Array(await readFile(path))
    } catch (error) {
      throw unreadable('The module', path, error)
    }
  }
  let keyText: string
  try {
    keyText = await readFile(keyFile, 'utf8')
  } catch (error) {
    throw unreadable('The key file', keyFile, error)
  }
  return { modules, names, chosen, keyText, keyFile }
}
