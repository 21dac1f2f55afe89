/** What the sign-in guard (and a session that expires) hands to /sign-in. */
export interface SignInRedirectState {
  /** Where the visitor was going, so sign-in can bring them back. */
  from?: string
}
