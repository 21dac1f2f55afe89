/**
 * Tiny but real smart-contract modules for the deploy tests: valid Wasm exporting
 * `init_<name>` and `<name>.<entrypoint>` functions, behind the version-1 header
 * `cargo concordium build` writes. Enough for the deploy command's module checks.
 */
export const platformContracts = {
  auction: ['create_auction', 'bid', 'finalize', 'onReceivingCIS2'],
  rr_token: ['mint', 'updateOperator', 'transfer', 'balanceOf'],
  market: ['createSale', 'buyTokens', 'onReceivingCIS2'],
}

export function contractModule(contracts: Record<string, readonly string[]>): Uint8Array {
  const exports = Object.entries(contracts).flatMap(([name, entrypoints]) => [
    `init_${name}`,
    ...entrypoints.map((entrypoint) => `${name}.${entrypoint}`),
  ])
  // No locals, `i32.const 0`, `end`: each export is a `(i64) -> i32` returning 0.
  const body = [0x00, 0x41, 0x00, 0x0b]
  const wasm = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, 0x01, 0x7e, 0x01, 0x7f]])),
    ...section(3, vector(exports.map(() => [0x00]))),
    ...section(7, vector(exports.map((name, index) => [...text(name), 0x00, ...leb128(index)]))),
    ...section(10, vector(exports.map(() => [body.length, ...body]))),
  ]
  const header = new DataView(new ArrayBuffer(8))
  header.setUint32(0, 1)
  header.setUint32(4, wasm.length)
  return new Uint8Array([...new Uint8Array(header.buffer), ...wasm])
}

const text = (value: string) => {
  const bytes = [...new TextEncoder().encode(value)]
  return [...leb128(bytes.length), ...bytes]
}
const vector = (items: number[][]) => [...leb128(items.length), ...items.flat()]
const section = (id: number, content: number[]) => [id, ...leb128(content.length), ...content]

function leb128(value: number): number[] {
  const bytes: number[] = []
  do {
    let byte = value & 0x7f
    value >>>= 7
    if (value !== 0) byte |= 0x80
    bytes.push(byte)
  } while (value !== 0)
  return bytes
}
