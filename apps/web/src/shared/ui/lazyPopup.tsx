import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * A popup whose code loads when it is first opened: what a reader never opens (a form, a
 * checkout) stays out of the page's first download. Once opened it stays mounted, so it closes
 * with its own transition as an eager popup does.
 */
export function lazyPopup<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }))
  return function LazyPopup(props: Props) {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
