/** The contract's sign-up rules the screens and their tests read by these names. */
export { latestBirthDate, looksLikeEmail } from '@kobza/contract'
