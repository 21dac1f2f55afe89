/* What other domains may use of the Hall of Fame (enforced by the lint rule in eslint.config.js). */
export { closeVotingStages } from '#legends/actions/close_stages'
/* The console's legends (app/admin routes them): the read-model and the judges' and moderators' use cases. */
export { legendsConsole, findLegendForConsole, presentLegendsForConsole } from '#legends/console'
export { legendSettings } from '#legends/settings'
export { saveLegendSettings } from '#legends/actions/save_settings'
export { decideOnLegend } from '#legends/actions/decide'
export { removeLegend } from '#legends/actions/remove'
export { correctLegend, type LegendCorrection } from '#legends/actions/correct'
