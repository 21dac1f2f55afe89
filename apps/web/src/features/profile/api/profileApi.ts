import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import {
  pageSizes,
  uiPageToApi,
  type ArtistProfile,
  type ServicePricesUpdate,
  type SubscriberInvitation,
} from '@kobza/contract'

/*
 * The profile calls (spec 000 §7, 001 §7), named from the contract (`callNamed`) so that the
 * profile renders from its early answer without loading zod first (zodFree.test.ts). Loaded with
 * the profile's screens (and, through public.ts, the catalogue's), never by `/`.
 */

export const profileKeys = {
  all: ['profile'] as const,
  /** Nicknames are unique case-insensitively, so the key is too. */
  profile: (nickName: string) => ['profile', nickName.toLowerCase()] as const,
  prices: (uuid: string) => ['service-prices', uuid] as const,
  subscribers: (uuid: string, page: number) => ['subscribers', uuid, page] as const,
}

/** GET /profiles/{nickName}: the head of every profile page; levelSubscription depends on who asks. */
export const profileQueryOptions = (client: ApiClient, nickName: string) =>
  queryOptions({
    queryKey: profileKeys.profile(nickName),
    queryFn: ({ signal }) => client.callNamed('profiles', 'profile', { params: { id: nickName }, signal }),
    // A missing profile is a page state ('not found'), not a popup.
    meta: { handlesErrors: true },
    retry: false,
  })

export const servicePricesQueryOptions = (client: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: profileKeys.prices(uuid),
    queryFn: ({ signal }) => client.callNamed('profiles', 'servicePrices', { params: { uuid }, signal }),
  })

export const subscribersQueryOptions = (client: ApiClient, uuid: string, uiPage: number) =>
  queryOptions({
    queryKey: profileKeys.subscribers(uuid, uiPage),
    queryFn: ({ signal }) =>
      client.callNamed('profiles', 'subscribers', {
        params: { uuid },
        query: { page: uiPageToApi(uiPage), size: pageSizes.default },
        signal,
      }),
  })

/** PATCH /profiles/{id} as multipart: text fields and, when changed, the cropped pictures. */
export function updateProfile(client: ApiClient, profile: ArtistProfile, form: FormData): Promise<ArtistProfile> {
  return client.callNamed('profiles', 'updateProfile', { params: { id: profile.uuid }, body: form })
}

export function updateServicePrices(client: ApiClient, uuid: string, body: ServicePricesUpdate) {
  return client.callNamed('profiles', 'updateServicePrices', { params: { uuid }, body })
}

export function inviteSubscriber(client: ApiClient, uuid: string, body: SubscriberInvitation) {
  return client.callNamed('profiles', 'inviteSubscriber', { params: { uuid }, body })
}

export function acceptInvitation(client: ApiClient, key: string) {
  return client.callNamed('profiles', 'acceptInvitation', { params: { key } })
}
