import { authorityChangeCommand } from './authority-change.tsx'

export default authorityChangeCommand('grant')
