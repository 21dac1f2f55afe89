import { z } from 'zod'
import { account, contract, contractRef, isAccountAddress } from '../addresses.js'
import { isHex } from '../bytes.js'
import { maxMicroCcd } from '../money.js'

/**
 * The parameters' JSON forms, checked as strictly as serializing them with the schemas in
 * ../schemas.ts would be: JSON that the wallet could not serialize is a ParseParams reject here.
 */

const decimal = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => BigInt(value))

export const u32 = z.number().int().min(0).max(0xffffffff)
export const ccdAmount = decimal.refine((value) => value <= maxMicroCcd, 'u64 overflow')
export const tokenAmount = decimal.refine((value) => value < 1n << 256n, 'token amounts are at most 2^256 - 1')
export const tokenId = z
  .string()
  .refine((value) => isHex(value) && value.length <= 510, 'token id is hex of at most 255 bytes')
  .transform((value) => value.toLowerCase())
const hexBytes = (maxBytes: number) => z.string().refine((value) => isHex(value) && value.length <= maxBytes * 2)

export const accountAddress = z.string().refine(isAccountAddress, 'not an account address')
const safeIndex = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
export const contractAddress = z
  .strictObject({ index: safeIndex, subindex: safeIndex })
  .transform(({ index, subindex }) => contractRef(BigInt(index), BigInt(subindex)))

export const address = z.union([
  z.strictObject({ Account: z.tuple([accountAddress]) }).transform(({ Account: [value] }) => account(value)),
  z.strictObject({ Contract: z.tuple([contractAddress]) }).transform(({ Contract: [value] }) => contract(value)),
])

export const receiver = z.union([
  z
    .strictObject({ Account: z.tuple([accountAddress]) })
    .transform(({ Account: [value] }) => ({ address: account(value), hook: undefined })),
  z
    .strictObject({ Contract: z.tuple([contractAddress, z.string().max(100)]) })
    .transform(({ Contract: [value, hook] }) => ({ address: contract(value), hook })),
])

/** RFC 3339 with an explicit offset, as the chain's Timestamp JSON. */
export const timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/)
  .transform((value) => Date.parse(value))
  .refine((ms) => Number.isFinite(ms) && ms >= 0, 'timestamp before 1970')

/**
 * A u64 in the schema's JSON: a number (the schema refuses strings). JSON numbers beyond 2^53
 * lose precision, so they are refused rather than read as another price.
 */
export const u64Number = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .transform((value) => BigInt(value))

export const createAuctionParams = z.strictObject({
  item: z.string(),
  end: timestamp,
  initial_price: u64Number,
  token_contract: contractAddress,
  token_id: tokenId,
  token_amount: tokenAmount,
})

export const auctionIdParams = z.strictObject({ auction_id: u32 })

export const mintParams = z.strictObject({
  owner: accountAddress,
  token_id: tokenId,
  metadata_url: z.strictObject({
    url: z.string().max(65535),
    hash: z.union([
      z.strictObject({ None: z.tuple([]) }).transform(() => undefined),
      z
        .strictObject({ Some: z.tuple([hexBytes(32).refine((value) => value.length === 64)]) })
        .transform(({ Some: [hash] }) => hash.toLowerCase()),
    ]),
  }),
  amount: tokenAmount,
  max_supply: tokenAmount,
})

export const updateOperatorParams = z
  .array(
    z.strictObject({
      update: z.union([
        z.strictObject({ Add: z.tuple([]) }).transform(() => 'add' as const),
        z.strictObject({ Remove: z.tuple([]) }).transform(() => 'remove' as const),
      ]),
      operator: address,
    })
  )
  .max(0xffff)

export const transferParams = z
  .array(
    z.strictObject({
      token_id: tokenId,
      amount: tokenAmount,
      from: address,
      to: receiver,
      data: hexBytes(0xffff),
    })
  )
  .max(0xffff)

export const onReceivingCis2Params = z.strictObject({
  token_id: tokenId,
  amount: tokenAmount,
  from: address,
  data: hexBytes(0xffff),
})

export const createSaleParams = z.strictObject({
  amount: tokenAmount,
  price: ccdAmount,
  token_contract: contractAddress,
  token_id: tokenId,
})

export const buyTokensParams = z.strictObject({ sale_id: u32 })
export const cancelSaleParams = buyTokensParams
