import { lazy, type ComponentType } from 'react'
import type { ResourceProps } from 'react-admin'
import { adminResources, mayOpenAdminResource, type AdminResource, type Authority } from '@kobza/contract'

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

/** A screen's module, loaded on first use (each screen is its own chunk). */
type ScreenLoader = () => Promise<ComponentType>

type View = 'list' | 'edit' | 'show' | 'create'

/**
 * A resource folder's declaration: its screens load lazily, and who may open it comes from the
 * contract's adminResources, the list the API enforces too.
 */
export function consoleResource(
  name: AdminResource,
  icon: ComponentType,
  {
    recordRepresentation,
    ...screens
  }: Partial<Record<View, ScreenLoader>> & Pick<ResourceProps, 'recordRepresentation'>
): ConsoleResource {
  const resource: ConsoleResource = { name, authorities: adminResources[name], icon }
  if (recordRepresentation !== undefined) resource.recordRepresentation = recordRepresentation
  for (const [view, load] of Object.entries(screens) as [View, ScreenLoader][])
    resource[view] = lazy(() => load().then((screen) => ({ default: screen })))
  return resource
}
