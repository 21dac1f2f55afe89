import { errorBody, messages } from '@kobza/contract'
import { z } from 'zod'
import { contractRef, parseAddressKey } from '../addresses.js'
import { LedgerNodeError, type LedgerNode } from './types.js'
import { decodeUpdate, encodeConsensus, encodeInstanceInfo, encodeTransaction } from './wire.js'

/** What a request wants to do, so the API can decide who may do it. */
export type LedgerOperation =
  | { type: 'read' }
  | { type: 'send'; sender: string }
  | { type: 'createAccount'; initialBalance: bigint }
  | { type: 'fund'; address: string; amount: bigint }
  /** Moving the local ledger's clock: for tests and the e2e flow only, never for users. */
  | { type: 'advanceTime'; ms: number }

/** The local ledger's dev-only extras: creating and funding accounts, and its clock. */
export interface LedgerFaucet {
  createAccount(initialBalance?: bigint): string | Promise<string>
  fund(address: string, microCcd: bigint): bigint | Promise<bigint>
  /** The block time (ms); the time routes answer 404 without it. */
  now?(): number
  /** Moves the block time forward; answers the new time (LocalLedger.advanceTime). */
  advanceTime?(ms: number): number | Promise<number>
}

export interface LedgerHttpHandlerOptions {
  node: LedgerNode & LedgerFaucet
  /** Path prefix the routes live under, e.g. "/api/v1/ledger". */
  basePath: string
  /**
   * Required on purpose: local transactions carry no signature, so the API must check that the
   * session's user owns `sender` (and may use the faucet) before anything is sent.
   */
  authorize(request: Request, operation: LedgerOperation): boolean | Promise<boolean>
}

const decimal = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => BigInt(value))
const createAccountBody = z.object({ initialBalance: decimal.optional() })
const fundBody = z.object({ amount: decimal })
const advanceTimeBody = z.object({ advanceMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new HttpError(400, messages.malformedJson)
  }
}

/**
 * Serves the routes HttpLedgerNode calls (listed in http-ledger-node.ts) from a LedgerNode,
 * typically a LocalLedger. Framework-free: give it a fetch-style Request, get a Response, or
 * undefined when the path is not under basePath. Mount it in the API and persist
 * `ledger.snapshot()` after each change.
 */
export function createLedgerHttpHandler(
  options: LedgerHttpHandlerOptions
): (request: Request) => Promise<Response | undefined> {
  const base = options.basePath.replace(/\/+$/, '')
  const { node } = options

  const guard = async (request: Request, operation: LedgerOperation) => {
    if (!(await options.authorize(request, operation))) throw new HttpError(403, messages.forbidden)
  }

  async function route(request: Request, segments: string[], url: URL): Promise<Response> {
    const method = request.method.toUpperCase()
    const [head, second, third, fourth, fifth, sixth] = segments

    if (method === 'GET' && head === 'consensus' && segments.length === 1) {
      await guard(request, { type: 'read' })
      return json(200, encodeConsensus(await node.getConsensus()))
    }
    if (head === 'transactions') {
      if (method === 'POST' && segments.length === 1) {
        const parsed = safeDecode(await readJson(request))
        await guard(request, { type: 'send', sender: parsed.sender })
        return json(201, { hash: await node.sendUpdate(parsed) })
      }
      if (method === 'GET' && second !== undefined && segments.length === 2) {
        await guard(request, { type: 'read' })
        return json(200, encodeTransaction(await node.waitForTransaction(second, { timeoutMs: 0 })))
      }
    }
    if (head === 'accounts') {
      if (method === 'POST' && segments.length === 1) {
        const body = parseBody(createAccountBody, await readJson(request))
        const initialBalance = body.initialBalance ?? 0n
        await guard(request, { type: 'createAccount', initialBalance })
        const address = await node.createAccount(initialBalance)
        return json(201, { address, balance: initialBalance.toString() })
      }
      if (method === 'GET' && second !== undefined && segments.length === 2) {
        await guard(request, { type: 'read' })
        const balance = await node.getAccountBalance(second)
        if (balance === undefined) throw new HttpError(404, messages.notFound)
        return json(200, { address: second, balance: balance.toString() })
      }
      if (method === 'POST' && second !== undefined && third === 'fund' && segments.length === 3) {
        const { amount } = parseBody(fundBody, await readJson(request))
        await guard(request, { type: 'fund', address: second, amount })
        return json(200, { address: second, balance: (await node.fund(second, amount)).toString() })
      }
    }
    if (head === 'time' && segments.length === 1 && node.now !== undefined) {
      if (method === 'GET') {
        await guard(request, { type: 'read' })
        return json(200, { now: new Date(node.now()).toISOString() })
      }
      if (method === 'POST' && node.advanceTime !== undefined) {
        const { advanceMs } = parseBody(advanceTimeBody, await readJson(request))
        await guard(request, { type: 'advanceTime', ms: advanceMs })
        return json(200, { now: new Date(await node.advanceTime(advanceMs)).toISOString() })
      }
    }
    if (head === 'contracts' && method === 'GET' && second !== undefined && third !== undefined) {
      if (!/^\d+$/.test(second) || !/^\d+$/.test(third))
        throw new HttpError(400, 'Contract index and subindex are numbers')
      const ref = contractRef(BigInt(second), BigInt(third))
      await guard(request, { type: 'read' })
      if (segments.length === 3) {
        const info = await node.getInstanceInfo(ref)
        if (info === undefined) throw new HttpError(404, messages.notFound)
        return json(200, encodeInstanceInfo(info))
      }
      if (fourth === 'schema' && segments.length === 4)
        return json(200, { schema: (await node.getModuleSchema(ref)) ?? null })
      if (fourth === 'tokens' && fifth !== undefined && sixth === 'balance' && segments.length === 6) {
        const holder = url.searchParams.get('holder')
        if (holder === null || holder === '') throw new HttpError(400, 'The holder query parameter is required')
        return json(200, { balance: (await node.getTokenBalance(ref, fifth, parseAddressKey(holder))).toString() })
      }
    }
    throw new HttpError(404, messages.routeNotFound(method, url.pathname))
  }

  return async (request) => {
    const url = new URL(request.url)
    if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return undefined
    const segments = url.pathname.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent)
    try {
      return await route(request, segments, url)
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, errorBody(error.message))
      if (error instanceof LedgerNodeError) return json(error.status ?? 400, errorBody(error.message))
      if (error instanceof RangeError) return json(400, errorBody(error.message))
      return json(500, errorBody(messages.serverError))
    }
  }
}

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid body')
  return parsed.data
}

function safeDecode(body: unknown) {
  try {
    return decodeUpdate(body)
  } catch (error) {
    throw new HttpError(
      400,
      error instanceof z.ZodError ? `Invalid transaction: ${error.issues[0]?.message ?? ''}` : 'Invalid transaction'
    )
  }
}
