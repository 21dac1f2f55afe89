/**
 * Smallest real smart-contract modules for tests: valid Wasm whose exports are `init_<name>`
 * and `<name>.<entrypoint>` (each a `(i64) -> i32` returning 0), wrapped in the version-1
 * header `cargo concordium build` writes. Real enough for WebAssembly.compile and the SDK's
 * module interface parser, so the ledger's and the CLI's deploy tests need no compiled contract.
 */
export function contractModule(contracts: Record<string, readonly string[]>, salt = ''): Uint8Array {
  const exports: string[] = []
  for (const [name, entrypoints] of Object.entries(contracts)) {
    exports.push(`init_${name}`, ...entrypoints.map((entrypoint) => `${name}.${entrypoint}`))
  }
  // A custom section changes the bytes (and so the module reference) without changing the exports.
  const custom = salt === '' ? [] : section(0, [...name('kobza-test'), ...utf8(salt)])
  const wasm = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, ...vector([[0x7e]]), ...vector([[0x7f]])]])),
    ...section(3, vector(exports.map(() => [0x00]))),
    ...section(7, vector(exports.map((exported, index) => [...name(exported), 0x00, ...leb128(index)]))),
    ...section(10, vector(exports.map(() => [...leb128(functionBody.length), ...functionBody]))),
    ...custom,
  ]
  const header = new DataView(new ArrayBuffer(8))
  header.setUint32(0, 1)
  header.setUint32(4, wasm.length)
  return new Uint8Array([...new Uint8Array(header.buffer), ...wasm])
}

/** No locals, `i32.const 0`, `end`. */
const functionBody = [0x00, 0x41, 0x00, 0x0b]
const utf8 = (text: string) => [...new TextEncoder().encode(text)]
const name = (text: string) => [...leb128(utf8(text).length), ...utf8(text)]
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
