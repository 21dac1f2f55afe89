/* What other domains may use of chat (enforced by the lint rule in eslint.config.js). */
export { hideMessage, reportableMessage, messagePreviews } from '#chat/actions/moderate'
