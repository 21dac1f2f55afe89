import { statusChangeCommand } from './status-change.tsx'

export default statusChangeCommand('unblock')
