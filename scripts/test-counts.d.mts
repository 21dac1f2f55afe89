export function countsDir(): string
export function recordTestCounts(name: string, passed: number, failed: number): void
export function readCounts(file: string): { passed: number; failed: number }
export function sumTestCounts(dirs: string[]): {
  passed: number
  failed: number
  runs: { name: string; passed: number; failed: number }[]
}
