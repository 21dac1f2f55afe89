/*
 * What the live bell loads on demand (after the first paint): the stream's client and the
 * contract's channel and event schema. A module of its own, so the shell never imports the
 * contract's zod part.
 */
export { Transmit } from '@adonisjs/transmit-client'
export { notificationChannelOf, notificationStreamEvent } from '@kobza/contract'
