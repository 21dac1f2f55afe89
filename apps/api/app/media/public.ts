/*
 * Media plumbing every domain that stores files uses: streaming uploads with content and
 * size checks, image re-encoding, audio probing, the disk (local or S3) and URLs (plain for
 * public files, short-lived signed ones for private files). Served by app/media/routes.ts.
 */
export { sniffMediaType, type MediaType } from '#media/media_types'
export {
  receiveMultipart,
  pictureSlot,
  audioSlot,
  type ReceivedForm,
  type ReceivedUpload,
  type UploadSlot,
} from '#media/uploads'
export { processImage, UnreadableMediaError, type ProcessedImage } from '#media/images'
export { probeAudio, type ProbedAudio } from '#media/audio'
export { probeVideo, type ProbedVideo } from '#media/video'
export {
  newMediaKey,
  thumbnailKeyOf,
  putMedia,
  putMediaFromFile,
  deleteMedia,
  mediaExists,
  mediaStoreSetting,
  probeMediaStore,
  usesLocalDisk,
  visibilityOfKey,
  type MediaVisibility,
} from '#media/storage'
export { storeMediaWith, sweepAbandonedMedia, type MediaWrite } from '#media/pending'
export {
  withStoredMedia,
  withUploads,
  pickFields,
  mediaUrlOf,
  thumbnailOf,
  deleteStored,
  storeBytes,
  type MediaStore,
  type StoredPicture,
  type StoredAudio,
} from '#media/store'
export { mediaUrl } from '#media/signed_urls'
export { claimResumable, sweepResumableUploads } from '#media/resumable'
export {
  presentSongMedia,
  renditionRowsOf,
  onlyReadySongs,
  songMediaOf,
  songUrlOf,
  renditionColumnsAs,
  renditionOf,
  startTranscoding,
  transcodingEnabled,
  type RenditionRow,
} from '#media/transcode'
export { videoRenditionKeysOf } from '#media/storage'
