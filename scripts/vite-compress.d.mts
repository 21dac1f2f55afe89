import type { Plugin } from 'vite'

export function compressFolder(dir: string): Promise<{ path: string; size: number; br: number; gzip: number }[]>
export function compressAssets(): Plugin
