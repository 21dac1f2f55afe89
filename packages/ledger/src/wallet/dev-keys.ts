import { buildBasicAccountSigner, type AccountSigner } from '@concordium/web-sdk'
import { accountAddressBytes } from '../addresses.js'
import { bytesToHex } from '../bytes.js'
import { sha256 } from '../local/sha256.js'

/*
 * Keys of the local ledger's accounts. The faucet creates accounts without keys, so each one's
 * ed25519 key is derived from its address: anyone can compute it. A signature made with it proves
 * that the transaction's bytes are what the SDK serialized and signed (the node checks it as a
 * real node does), not that the sender authorized it — authority on the local ledger comes from
 * the API session (see docs/operations/concordium.md, "Sending on the local ledger").
 */

const label = new TextEncoder().encode('kobza-local-account-key')

/** The 32-byte ed25519 seed of a local account's only key (credential 0, key 0). */
export function devAccountKeySeed(address: string): Uint8Array {
  return sha256(label, accountAddressBytes(address))
}

/** Signs for a local account the way the Concordium Browser Wallet signs for its own. */
export function devAccountSigner(address: string): AccountSigner {
  return buildBasicAccountSigner(bytesToHex(devAccountKeySeed(address)))
}
