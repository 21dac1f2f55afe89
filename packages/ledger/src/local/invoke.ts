import {
  accountAddressFromBytes,
  contractRef,
  sameContract,
  type ContractRef,
  type LedgerAddress,
} from '../addresses.js'
import { ByteReader, ByteWriter, bytesToHex } from '../bytes.js'
import { auctionRejects, tokenRejects } from '../reject-codes.js'
import type { RejectReason } from '../node/types.js'
import { encodeAuctionView, encodeSaleView, readViewId, viewEntrypoints, writeMetadataUrl } from '../views.js'
import type { LocalLedger } from './local-ledger.js'

/** What InvokeInstance answers: the return value, or why the call was rejected. */
export type InvokeResult = { tag: 'success'; returnValue: Uint8Array } | { tag: 'failure'; reason: RejectReason }

/** Each contract answers a parameter it cannot read with its ParseParams code, -1. */
const parseParams = auctionRejects.parseParams

/**
 * Runs a view entrypoint of the local contracts without changing anything, as a node's
 * InvokeInstance does: `auction.view_auction`, `market.view_sale` and the CIS-2 `balanceOf`.
 * Updates are not simulated (the local node answers them InvalidReceiveMethod).
 */
export function invokeLocalView(
  ledger: LocalLedger,
  address: ContractRef,
  receiveName: string,
  parameter: Uint8Array
): InvokeResult {
  const { contracts, contractNames } = ledger.config
  const role = (['auction', 'token', 'market'] as const).find((candidate) =>
    sameContract(contracts[candidate], address)
  )
  if (role === undefined) return { tag: 'failure', reason: { tag: 'InvalidContractAddress' } }
  const rejected = (code: number): InvokeResult => ({
    tag: 'failure',
    reason: { tag: 'RejectedReceive', rejectReason: code, contractAddress: address, receiveName },
  })
  try {
    if (role === 'auction' && receiveName === `${contractNames.auction}.${viewEntrypoints.auction}`)
      return { tag: 'success', returnValue: encodeAuctionView(ledger.auction(readViewId(parameter))) }
    if (role === 'market' && receiveName === `${contractNames.market}.${viewEntrypoints.sale}`)
      return { tag: 'success', returnValue: encodeSaleView(ledger.sale(readViewId(parameter))) }
    if (role === 'token' && receiveName === `${contractNames.token}.${viewEntrypoints.balanceOf}`)
      return { tag: 'success', returnValue: balanceOf(ledger, parameter) }
    if (role === 'token' && receiveName === `${contractNames.token}.${viewEntrypoints.tokenMetadata}`) {
      const metadata = tokenMetadata(ledger, parameter)
      return metadata === undefined ? rejected(tokenRejects.invalidTokenId) : { tag: 'success', returnValue: metadata }
    }
  } catch (error) {
    if (error instanceof RangeError) return rejected(parseParams)
    throw error
  }
  return { tag: 'failure', reason: { tag: 'InvalidReceiveMethod', detail: receiveName } }
}

/** CIS-2 balanceOf: `u16` count of (TokenId, Address) queries → `u16` count of LEB128 amounts. */
function balanceOf(ledger: LocalLedger, parameter: Uint8Array): Uint8Array {
  const reader = new ByteReader(parameter)
  const count = reader.u16()
  const writer = new ByteWriter().u16(count)
  for (let i = 0; i < count; i++) {
    const tokenId = bytesToHex(reader.bytes(reader.u8()))
    const holder: LedgerAddress =
      reader.u8() === 0
        ? { type: 'account', address: accountAddressFromBytes(reader.bytes(32)) }
        : { type: 'contract', address: contractRef(reader.u64(), reader.u64()) }
    writer.uleb128(ledger.tokenBalance(tokenId, holder))
  }
  reader.expectEnd()
  return writer.toBytes()
}

/** CIS-2 tokenMetadata: `u16` count of TokenIds → `u16` count of MetadataUrls; an unknown id rejects. */
function tokenMetadata(ledger: LocalLedger, parameter: Uint8Array): Uint8Array | undefined {
  const reader = new ByteReader(parameter)
  const count = reader.u16()
  const writer = new ByteWriter().u16(count)
  for (let i = 0; i < count; i++) {
    const token = ledger.token(bytesToHex(reader.bytes(reader.u8())))
    if (token === undefined) return undefined
    writeMetadataUrl(writer, token.metadataUrl, token.metadataHash)
  }
  reader.expectEnd()
  return writer.toBytes()
}
