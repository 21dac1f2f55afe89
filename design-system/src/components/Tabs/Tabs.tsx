import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { clsx } from 'clsx'
import styles from './Tabs.module.css'

export interface TabItem<V extends string = string> {
  value: V
  label: ReactNode
  disabled?: boolean
  /** A number shown after the label, e.g. unread messages. */
  count?: number
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[]
  /** The selected tab. Tabs are always controlled: the app keeps the value (often in the URL). */
  value: V
  onChange: (value: V) => void
  /** Accessible name of the tab list, e.g. 'Profile sections'. */
  label: string
  /**
   * Content of the selected tab, rendered in a tabpanel. Leave empty when the tabs only
   * filter a list rendered elsewhere.
   */
  children?: ReactNode
  /**
   * `auto` selects a tab as arrow keys reach it; `manual` waits for Enter/Space — use it when
   * selecting a tab fetches data.
   */
  activation?: 'auto' | 'manual'
  /**
   * Stretch tabs to share the row (two or three tabs on a phone). `mobile`: below the mobile
   * breakpoint only, by CSS, so a server-rendered page needs no second render to decide it.
   */
  fullWidth?: boolean | 'mobile'
  className?: string
}

/** WAI-ARIA tabs: one Tab stop, arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  label,
  children,
  activation = 'auto',
  fullWidth = false,
  className,
}: TabsProps<V>) {
  const base = useId()
  const tabId = (v: string) => `${base}-tab-${v}`
  const panelId = `${base}-panel`
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const hasPanel = children !== undefined && children !== null && children !== false

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0)
    const position = enabled.indexOf(index)
    let next: number | undefined
    if (event.key === 'ArrowRight') next = enabled[(position + 1) % enabled.length]
    else if (event.key === 'ArrowLeft') next = enabled[(position - 1 + enabled.length) % enabled.length]
    else if (event.key === 'Home') next = enabled[0]
    else if (event.key === 'End') next = enabled[enabled.length - 1]
    if (next === undefined) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    refs.current.get(item.value)?.focus()
    if (activation === 'auto') onChange(item.value)
  }

  return (
    <div className={clsx(styles.tabs, className)}>
      <div
        role="tablist"
        aria-label={label}
        className={clsx(styles.list, fullWidth === 'mobile' ? styles.fullWidthMobile : fullWidth && styles.fullWidth)}
      >
        {items.map((item, index) => {
          const selected = item.value === value
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) refs.current.set(item.value, node)
                else refs.current.delete(item.value)
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => onChange(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={styles.tabLabel}>{item.label}</span>
              {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
            </button>
          )
        })}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(value)}
          // The panel is focusable so keyboard users can reach text-only content.
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      )}
    </div>
  )
}
