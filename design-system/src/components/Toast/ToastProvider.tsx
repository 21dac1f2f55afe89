import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { Toast, type ToastProps } from './Toast'
import styles from './Toast.module.css'

export interface ToastOptions extends Pick<ToastProps, 'message' | 'tone' | 'action'> {
  /** Defaults to 5 s, 8 s for errors; `null` keeps the toast until dismissed. */
  duration?: number | null
}

export interface ToastApi {
  /** Shows a toast and returns its id. A string is shorthand for an info toast. */
  show: (toast: ToastOptions | string) => string
  dismiss: (id: string) => void
}

interface ActiveToast extends ToastOptions {
  id: string
}

const ToastContext = createContext<ToastApi | null>(null)

export interface ToastProviderProps {
  children: ReactNode
  /** Accessible name of the notifications region. */
  label?: string
  dismissLabel?: string
  /** At most this many toasts are visible; older ones go first. */
  max?: number
}

/** Holds the toast queue and renders it in a fixed region above the page (and the bottom bar). */
export function ToastProvider({
  children,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
  max = 3,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ActiveToast[]>([])
  // The region is a portal into <body>: none on the server, and none while a server render is
  // hydrated (React hydrates no portal), then added once the page is the app's.
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServer)
  const nextId = useRef(0)
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), [])
  const show = useCallback(
    (toast: ToastOptions | string) => {
      const options = typeof toast === 'string' ? { message: toast } : toast
      nextId.current += 1
      const id = `toast-${nextId.current}`
      setToasts((list) => [...list, { ...options, id }].slice(-max))
      return id
    },
    [max]
  )
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])
  return (
    <ToastContext.Provider value={api}>
      {children}
      {inBrowser &&
        createPortal(
          <section aria-label={label} className={styles.region}>
            {toasts.map(({ id, duration, ...toast }) => (
              <Toast
                key={id}
                {...toast}
                duration={duration === undefined ? (toast.tone === 'error' ? 8000 : 5000) : duration}
                dismissLabel={dismissLabel}
                onDismiss={() => dismiss(id)}
              />
            ))}
          </section>,
          document.body
        )}
    </ToastContext.Provider>
  )
}

/** `const toast = useToast(); toast.show({ message: 'Post published', tone: 'success' })` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}

const noSubscription = () => () => {}
const isBrowser = () => typeof document !== 'undefined'
const isServer = () => false
