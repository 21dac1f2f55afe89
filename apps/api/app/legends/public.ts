/* What other domains may use of the Hall of Fame (enforced by the lint rule in eslint.config.js). */
export { closeVotingStages } from '#legends/actions/close_stages'
