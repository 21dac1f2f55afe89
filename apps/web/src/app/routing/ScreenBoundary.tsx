import { Component, type ReactNode } from 'react'
import { RouteErrorScreen } from './RouteErrorScreen'

interface Props {
  /** A new value (the path) clears a caught error, so leaving the broken screen recovers. */
  resetKey: string
  children: ReactNode
}

interface State {
  error: unknown
  resetKey: string
}

/**
 * Catches a screen that throws while rendering or whose chunk fails to load (typically after a
 * deploy replaced it), and offers a reload instead of a blank page.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override render() {
    return this.state.error ? <RouteErrorScreen /> : this.props.children
  }
}
