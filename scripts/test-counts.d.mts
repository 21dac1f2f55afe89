export function countsDir(): string | undefined
export function recordTestCounts(name: string, passed: number, failed: number): void
export function sumTestCounts(dir: string): { passed: number; failed: number; runs: { name: string; passed: number; failed: number }[] }
