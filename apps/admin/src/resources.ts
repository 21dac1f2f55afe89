import type { ResourceProps } from 'react-admin'
import { mayOpenAdminResource, type AdminResource, type Authority } from '@kobza/contract'

/** A console resource folder's declaration: react-admin's props plus who may open it. */
export interface ConsoleResource extends ResourceProps {
  name: AdminResource
  /** From the contract's adminResources, the list the API enforces too. */
  authorities: readonly Authority[]
}

/** The resources someone holding `permissions` may open, in menu order. */
export function resourcesFor(resources: readonly ConsoleResource[], permissions: readonly string[] | undefined) {
  return resources.filter((resource) => mayOpenAdminResource(resource.name, permissions ?? []))
}
