import type * as Ink from 'ink'

/** What ink-testing-library keeps of one render: every frame the command or helper drew. */
export interface RenderedInk {
  frames: string[]
  lastFrame: () => string | undefined
}

/**
 * Ink with its `render` replaced by ink-testing-library's (Ink's own patches the console, which
 * vitest has replaced); each render is pushed to `rendered`. For `vi.mock('ink', …)`.
 */
export async function inkWithTestingRenderer(ink: typeof Ink, rendered: RenderedInk[]): Promise<typeof Ink> {
  const testing = await import('ink-testing-library')
  return {
    ...ink,
    // The testing instance has what the code under test uses of Ink's (frames, unmount, waitUntilExit).
    render: ((tree: Parameters<typeof testing.render>[0]) => {
      const instance = testing.render(tree)
      rendered.push(instance)
      return { ...instance, waitUntilExit: async () => undefined }
    }) as unknown as typeof Ink.render,
  }
}
