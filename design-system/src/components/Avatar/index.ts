export * from './Avatar'
export { DEFAULT_AVATAR } from './defaultAvatar'
