import { contract, contractKey, sameContract, type ContractRef, type LedgerAddress } from '../addresses.js'
import type { ContractTraceEvent, SystemRejectTag } from '../node/types.js'
import { notPayableReject } from '../reject-codes.js'
import type { Journal, LedgerState } from './state.js'

/** A contract's own rejection (its reject code), as `Err(...)` from a receive function. */
export class ContractReject extends Error {
  constructor(readonly code: number) {
    super(`Contract rejected with code ${code}`)
    this.name = 'ContractReject'
  }
}

/** A rejection by the chain itself, before or around contract code. */
export class SystemReject extends Error {
  constructor(
    readonly tag: SystemRejectTag,
    readonly detail?: string
  ) {
    super(detail ?? tag)
    this.name = 'SystemReject'
  }
}

export interface ReceiveContext {
  readonly state: LedgerState
  readonly journal: Journal
  readonly self: ContractRef
  /** The immediate caller: the signing account, or a contract calling this one. */
  readonly sender: LedgerAddress
  /** The account that signed the transaction. */
  readonly invoker: string
  /** Micro CCD that came with this call, already credited to `self`. */
  readonly amount: bigint
  /** Block time in milliseconds since the epoch. */
  readonly now: number
  log(eventHex: string): void
  /** Sends micro CCD from this contract to an account. */
  transferCcd(to: string, amount: bigint): void
  /**
   * Calls another contract; its rejection aborts the whole transaction. When the target or its
   * entrypoint does not exist this contract rejects with `missingCode`.
   */
  call(target: ContractRef, entrypoint: string, parameter: unknown, missingCode: number): void
  /** True when this contract is also further down the call stack (a call back into it). */
  isReentrant(): boolean
}

export interface Entrypoint {
  payable: boolean
  run(context: ReceiveContext, parameter: unknown): void
}

export interface LocalContract {
  name: string
  address: ContractRef
  entrypoints: Record<string, Entrypoint>
}

function addBalance<K>(journal: Journal, map: Map<K, bigint>, key: K, delta: bigint): void {
  const next = (map.get(key) ?? 0n) + delta
  if (next < 0n) throw new SystemReject('AmountTooLarge')
  journal.set(map, key, next)
}

/**
 * Runs one transaction's calls and builds the trace a node would report: the callee's own
 * `Updated` comes after everything it caused, and each outgoing call or transfer is wrapped
 * in `Interrupted` / `Resumed` with the events logged up to that point.
 */
export class Execution {
  readonly trace: ContractTraceEvent[] = []
  private readonly stack: ContractRef[] = []

  constructor(
    private readonly state: LedgerState,
    private readonly journal: Journal,
    private readonly contracts: ReadonlyMap<string, LocalContract>,
    private readonly invoker: string,
    private readonly now: number
  ) {}

  has(target: ContractRef, entrypoint: string): boolean {
    return this.contracts.get(contractKey(target))?.entrypoints[entrypoint] !== undefined
  }

  invoke(sender: LedgerAddress, target: ContractRef, entrypoint: string, amount: bigint, parameter: unknown): void {
    const instance = this.contracts.get(contractKey(target))
    if (instance === undefined) throw new SystemReject('InvalidContractAddress', contractKey(target))
    const handler = instance.entrypoints[entrypoint]
    if (handler === undefined) throw new SystemReject('InvalidReceiveMethod', `${instance.name}.${entrypoint}`)

    if (amount > 0n) {
      if (sender.type === 'account') addBalance(this.journal, this.state.accounts, sender.address, -amount)
      else addBalance(this.journal, this.state.contractBalances, contractKey(sender.address), -amount)
      addBalance(this.journal, this.state.contractBalances, contractKey(target), amount)
    }
    if (!handler.payable && amount > 0n) throw new ContractReject(notPayableReject)

    let pending: string[] = []
    const interrupt = (step: () => void) => {
      this.trace.push({ tag: 'Interrupted', address: target, events: pending })
      pending = []
      step()
      this.trace.push({ tag: 'Resumed', address: target, success: true })
    }
    const context: ReceiveContext = {
      state: this.state,
      journal: this.journal,
      self: target,
      sender,
      invoker: this.invoker,
      amount,
      now: this.now,
      log: (eventHex) => pending.push(eventHex),
      transferCcd: (to, value) =>
        interrupt(() => {
          addBalance(this.journal, this.state.contractBalances, contractKey(target), -value)
          addBalance(this.journal, this.state.accounts, to, value)
          this.trace.push({ tag: 'Transferred', from: target, to, amount: value })
        }),
      call: (callee, calleeEntrypoint, calleeParameter, missingCode) => {
        if (!this.has(callee, calleeEntrypoint)) throw new ContractReject(missingCode)
        interrupt(() => this.invoke(contract(target), callee, calleeEntrypoint, 0n, calleeParameter))
      },
      isReentrant: () => this.stack.slice(0, -1).some((frame) => sameContract(frame, target)),
    }

    this.stack.push(target)
    try {
      handler.run(context, parameter)
    } finally {
      this.stack.pop()
    }
    this.trace.push({
      tag: 'Updated',
      address: target,
      instigator: sender,
      amount,
      receiveName: `${instance.name}.${entrypoint}`,
      events: pending,
    })
  }
}
