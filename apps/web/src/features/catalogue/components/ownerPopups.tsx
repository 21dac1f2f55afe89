import { lazyPopup } from '../../../shared/ui/lazyPopup'

/*
 * The artist's forms for adding a song or an event, loaded when first opened: with them the
 * upload machinery stayed in the catalogue's chunk, which every reader of a profile downloads.
 */
export const UploadSongPopup = lazyPopup(() => import('./UploadSongPopup').then((m) => m.UploadSongPopup))
export const CreateEventPopup = lazyPopup(() => import('./CreateEventPopup').then((m) => m.CreateEventPopup))
