/** The parent commands (`kobza <group> …`) and their help line. A new group is one line here. */
export const commandGroups = {
  seed: 'Write reference or demo data into the configured database',
  users: 'Manage accounts and their authorities',
  contracts: 'Smart contracts of the markets',
  ledger: 'The ledger the markets run on',
  auctions: 'Auctions: the database beside the ledger',
  offers: 'Secondary-market offers: the database beside the ledger',
  indexer: "The markets' ledger indexer",
  greetings: 'Video greetings: orders and their delivery deadline',
  payments: 'Payments: orders whose provider callback never came',
  legends: 'The Hall of Fame: voting stages of nominated legends',
  reports: 'Reports of content: the moderators’ queue and its decisions',
  mail: 'The mail outbox: what waits, what failed, and sending it again',
} as const

export type CommandGroup = keyof typeof commandGroups
