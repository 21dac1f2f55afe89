import { serializeSchemaType, type SchemaType } from '@concordium/web-sdk'
import { bytesToBase64 } from './bytes.js'
import type { LedgerAction } from './contracts.js'

/**
 * Hand-built parameter schemas, so transactions can be described to the wallet without asking
 * a node for the module's embedded schema (offline, local ledger, node outage). CONTRACTS.md
 * documents the same layouts byte by byte.
 */

const named = (fields: Record<string, SchemaType>): SchemaType => ({
  type: 'Struct',
  fields: { type: 'Named', fields: Object.entries(fields).map(([name, field]) => ({ name, field })) },
})

const unnamedVariant = (name: string, fields: SchemaType[]) => ({
  name,
  fields: { type: 'Unnamed' as const, fields },
})
const unitVariant = (name: string) => ({ name, fields: { type: 'None' as const } })

const option = (item: SchemaType): SchemaType => ({
  type: 'Enum',
  variants: [unitVariant('None'), unnamedVariant('Some', [item])],
})

/** CIS-2 TokenIdVec: a u8 length then the bytes; JSON is a hex string. */
export const tokenIdSchema: SchemaType = { type: 'ByteList', sizeLength: 'U8' }
/** CIS-2 TokenAmount: unsigned LEB128 of at most 37 bytes; JSON is a decimal string. */
export const tokenAmountSchema: SchemaType = { type: 'ULeb128', maxByteSize: 37 }

export const addressSchema: SchemaType = {
  type: 'Enum',
  variants: [
    unnamedVariant('Account', [{ type: 'AccountAddress' }]),
    unnamedVariant('Contract', [{ type: 'ContractAddress' }]),
  ],
}

const receiverSchema: SchemaType = {
  type: 'Enum',
  variants: [
    unnamedVariant('Account', [{ type: 'AccountAddress' }]),
    unnamedVariant('Contract', [{ type: 'ContractAddress' }, { type: 'String', sizeLength: 'U16' }]),
  ],
}

const metadataUrlSchema = named({
  url: { type: 'String', sizeLength: 'U16' },
  hash: option({ type: 'ByteArray', size: 32 }),
})

const auctionIdSchema = named({ auction_id: { type: 'U32' } })

export const parameterSchemaTypes: Record<LedgerAction, SchemaType> = {
  createAuction: named({
    item: { type: 'String', sizeLength: 'U32' },
    end: { type: 'Timestamp' },
    // u64 as in the public auction contract; the same 8 bytes as Amount, a number in JSON.
    initial_price: { type: 'U64' },
    token_contract: { type: 'ContractAddress' },
    token_id: tokenIdSchema,
    token_amount: tokenAmountSchema,
  }),
  bid: auctionIdSchema,
  finalize: auctionIdSchema,
  mint: named({
    owner: { type: 'AccountAddress' },
    token_id: tokenIdSchema,
    metadata_url: metadataUrlSchema,
    amount: tokenAmountSchema,
    max_supply: tokenAmountSchema,
  }),
  updateOperator: {
    type: 'List',
    sizeLength: 'U16',
    item: named({
      update: { type: 'Enum', variants: [unitVariant('Remove'), unitVariant('Add')] },
      operator: addressSchema,
    }),
  },
  transfer: {
    type: 'List',
    sizeLength: 'U16',
    item: named({
      token_id: tokenIdSchema,
      amount: tokenAmountSchema,
      from: addressSchema,
      to: receiverSchema,
      data: { type: 'ByteList', sizeLength: 'U16' },
    }),
  },
  createSale: named({
    amount: tokenAmountSchema,
    price: { type: 'Amount' },
    token_contract: { type: 'ContractAddress' },
    token_id: tokenIdSchema,
  }),
  buyTokens: named({ sale_id: { type: 'U32' } }),
  cancelSale: named({ sale_id: { type: 'U32' } }),
}

const base64Cache = new Map<LedgerAction, string>()

/** The parameter's type schema, base64 encoded as the wallet API expects it. */
export function parameterSchemaBase64(action: LedgerAction): string {
  let cached = base64Cache.get(action)
  if (cached === undefined) {
    cached = bytesToBase64(serializeSchemaType(parameterSchemaTypes[action]))
    base64Cache.set(action, cached)
  }
  return cached
}
