import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { keepPreparedStatements } from '#core/sqlite_statements'

test.group('SQLite: prepared statements kept per connection', (group) => {
  let folder = ''
  let database: Database.Database
  group.each.setup(() => {
    folder = mkdtempSync(join(tmpdir(), 'kobza-statements-'))
    database = new Database(join(folder, 'test.sqlite'))
    keepPreparedStatements(database)
    database.exec('create table songs (id integer primary key, name text)')
    return () => {
      database.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test('the same SQL gets the same statement, other SQL its own, and each answers its own bindings', ({ assert }) => {
    const insert = database.prepare('insert into songs (name) values (?)')
    assert.strictEqual(database.prepare('insert into songs (name) values (?)'), insert)
    database.prepare('insert into songs (name) values (?)').run('Колискова')
    database.prepare('insert into songs (name) values (?)').run('Щедрик')
    const byName = 'select id, name from songs where name = ?'
    assert.strictEqual(database.prepare(byName), database.prepare(byName))
    assert.notStrictEqual(database.prepare(byName), insert)
    assert.deepEqual(database.prepare(byName).all('Щедрик'), [{ id: 2, name: 'Щедрик' }])
    assert.deepEqual(database.prepare(byName).all('Колискова'), [{ id: 1, name: 'Колискова' }])
  })

  test('a kept statement follows a schema change (a migration adding a column)', ({ assert }) => {
    database.prepare('insert into songs (name) values (?)').run('Червона рута')
    const all = 'select * from songs'
    assert.deepEqual(database.prepare(all).all(), [{ id: 1, name: 'Червона рута' }])
    database.exec("alter table songs add column genre text not null default 'FOLK'")
    assert.deepEqual(database.prepare(all).all(), [{ id: 1, name: 'Червона рута', genre: 'FOLK' }])
  })

  test('a table can be dropped while statements on it are kept', ({ assert }) => {
    database.prepare('select * from songs').all()
    database.exec('drop table songs')
    assert.throws(() => database.prepare('select * from songs').all(), /no such table/)
  })
})
