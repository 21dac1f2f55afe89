import { useEffect, useRef, useState, type ReactNode } from 'react'
import { IconButton } from '@kobza/design-system'
import styles from './RowMenu.module.css'

export interface RowMenuItem {
  label: string
  onSelect: () => void
  /** Destructive (Delete): shown in the danger colour. */
  danger?: boolean
}

/**
 * A list row's small menu (a song's queue, share and delete actions): opens from one icon button,
 * closes on a choice, Escape or a click outside, and focuses its first item so keyboards can use it.
 */
export function RowMenu({
  label,
  icon,
  items,
  className,
}: {
  label: string
  icon: ReactNode
  items: RowMenuItem[]
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement | null>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  const onKeyDown = (event: { key: string }) => {
    if (event.key === 'Escape') setOpen(false)
  }

  return (
    <div className={`${styles.menu} ${className ?? ''}`} ref={rootRef}>
      <IconButton
        label={label}
        icon={icon}
        size="sm"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul className={styles.list} role="menu">
          {items.map((item, index) => (
            <li role="none" key={item.label}>
              <button
                type="button"
                role="menuitem"
                className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
                autoFocus={index === 0}
                onClick={() => {
                  setOpen(false)
                  item.onSelect()
                }}
                onKeyDown={onKeyDown}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
