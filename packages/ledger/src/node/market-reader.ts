import {
  ContractAddress,
  Parameter,
  ReceiveName,
  type ConcordiumGRPCClient,
  type InvokeContractResult,
} from '@concordium/web-sdk'
import type { ContractRef, LedgerAddress } from '../addresses.js'
import { exactArrayBuffer } from '../bytes.js'
import type { LedgerConfig } from '../config.js'
import type { Auction, Sale } from '../local/state.js'
import { tokenRejects } from '../reject-codes.js'
import {
  decodeAuctionView,
  decodeSaleView,
  tokenMetadataParameter,
  viewEntrypoints,
  viewIdParameter,
} from '../views.js'
import { balanceOfParameter, parseBalanceOfResult } from './concordium-node.js'
import { LedgerNodeError } from './types.js'

/** The client calls the reader makes: any ConcordiumGRPCClient (a real node, or the local ledger's). */
export type MarketReaderClient = Pick<ConcordiumGRPCClient, 'invokeContract' | 'getBlockInfo' | 'getConsensusStatus'>

/**
 * Reads what the markets verify — an auction, a sale, a CIS-2 balance, the chain's time — from a
 * Concordium node through the SDK's gRPC client, with the contracts' view entrypoints. The same
 * code reads the embedded ledger (served by startLocalGrpcNode) and a real network.
 */
export class MarketReader {
  constructor(
    private readonly client: MarketReaderClient,
    readonly config: Pick<LedgerConfig, 'contracts' | 'contractNames'>
  ) {}

  async auction(id: number): Promise<Auction | undefined> {
    const bytes = await this.view('auction', viewEntrypoints.auction, viewIdParameter(id))
    return this.decode(() => decodeAuctionView(id, bytes), 'view_auction')
  }

  async sale(id: number): Promise<Sale | undefined> {
    const bytes = await this.view('market', viewEntrypoints.sale, viewIdParameter(id))
    return this.decode(() => decodeSaleView(id, bytes), 'view_sale')
  }

  async tokenBalance(tokenId: string, holder: LedgerAddress): Promise<bigint> {
    const bytes = await this.view('token', viewEntrypoints.balanceOf, balanceOfParameter(tokenId, holder))
    return this.decode(() => parseBalanceOfResult(bytes), 'balanceOf')
  }

  /** Whether the token contract knows the token (CIS-2 tokenMetadata; an unknown id rejects -42000001). */
  async tokenExists(tokenId: string): Promise<boolean> {
    try {
      await this.view('token', viewEntrypoints.tokenMetadata, tokenMetadataParameter(tokenId))
      return true
    } catch (error) {
      if (error instanceof LedgerNodeError && error.rejectCode === tokenRejects.invalidTokenId) return false
      throw error
    }
  }

  /**
   * The ledger's time at its last finalization: the next block, whose slot time the contracts
   * judge by, is no earlier. (The local ledger makes a block only for a transaction, so its last
   * block's slot time can lag its clock by hours; a real chain's by seconds.)
   */
  async blockTime(): Promise<Date> {
    const { lastFinalizedTime } = await this.client.getConsensusStatus()
    return lastFinalizedTime ?? (await this.client.getBlockInfo()).blockSlotTime
  }

  get tokenContract(): ContractRef {
    return this.config.contracts.token
  }

  private async view(role: 'auction' | 'market' | 'token', entrypoint: string, parameter: Uint8Array) {
    const ref = this.config.contracts[role]
    const method = `${this.config.contractNames[role]}.${entrypoint}`
    const result: InvokeContractResult = await this.client.invokeContract({
      contract: ContractAddress.create(ref.index, ref.subindex),
      method: ReceiveName.fromString(method),
      parameter: Parameter.fromBuffer(exactArrayBuffer(parameter)),
    })
    if (result.tag !== 'success') {
      const reason = result.reason
      const code = reason?.tag === 'RejectedReceive' ? reason.rejectReason : undefined
      const why = code === undefined ? (reason?.tag ?? 'unknown reason') : `reject code ${code}`
      throw Object.assign(new LedgerNodeError(`The ledger node refused ${method}: ${why}`, 502), { rejectCode: code })
    }
    if (result.returnValue === undefined)
      throw new LedgerNodeError(`The ledger node answered ${method} with nothing`, 502)
    return new Uint8Array(result.returnValue.buffer)
  }

  private decode<T>(read: () => T, view: string): T {
    try {
      return read()
    } catch (error) {
      throw new LedgerNodeError(
        `The ledger node answered ${view} with unreadable bytes (${(error as Error).message})`,
        502
      )
    }
  }
}
