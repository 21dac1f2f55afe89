import { describe, expect, it } from 'vitest'
import { adminResourceNames, adminResources } from '@kobza/contract'
import { consoleResources } from './consoleResources.ts'
import { resourcesFor } from './resources.ts'

const names = (permissions: string[]) => resourcesFor(consoleResources, permissions).map((resource) => resource.name)

describe('console resources', () => {
  it('has one folder per resource of the contract, declaring the same authorities', () => {
    expect(consoleResources.map((resource) => resource.name).sort()).toEqual([...adminResourceNames].sort())
    for (const resource of consoleResources) expect(resource.authorities).toEqual(adminResources[resource.name])
  })

  it('opens to each authority only what the contract lists for it', () => {
    const staff = [
      'users',
      'reports',
      'posts',
      'comments',
      'genres',
      'eras',
      'audit-logs',
      'payments',
      'greeting-orders',
      'withdrawals',
      'subscriptions',
    ]
    expect(names(['ADMIN'])).toEqual([...staff, 'legend-reviews', 'legends', 'legend-settings'])
    expect(names(['MODERATOR'])).toEqual([...staff, 'legends'])
    expect(names(['JUDGE_HALL_OF_FAME'])).toEqual(['legend-reviews'])
    expect(names(['ARTIST'])).toEqual([])
    expect(resourcesFor(consoleResources, undefined)).toEqual([])
  })
})
