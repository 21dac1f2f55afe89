/**
 * Columns of `table` for a plain query's select, each read under its camelCase name (`lengthSeconds`
 * selects `songs.length_seconds as lengthSeconds`), so presenters read query rows as they read models.
 */
export function columnsAs(table: string, names: string[]): string[] {
  return names.map((name) => {
    const column = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    return column === name ? `${table}.${name}` : `${table}.${column} as ${name}`
  })
}
