/** Messages shared by client validation and server answers. */
export const messages = {
  required: 'This field is required',
  passwordsMustMatch: 'The passwords must match',
  emailRequired: 'Email is required',
  underDevelopment: 'Under development',
  notAvailableYet: 'Not available yet',
  maxChars: (length: number, max: number) => `Maximum number of characters - ${length}/${max}`,
  minChars: (length: number, min: number) => `Minimum number of characters - ${length}/${min}`,
  minValue: (min: number) => `Minimum value - ${min}`,
  notFound: 'Resource not found',
  routeNotFound: (method: string, url: string) => `Cannot ${method.toUpperCase()} ${url}`,
  malformedJson: 'The request body is not valid JSON',
  serverError: 'Something went wrong. Please try again later',
  requestTooLarge: 'The request is too large',
  /** 415: a multipart body (a file upload) sent to a route that takes no files. */
  filesNotAccepted: 'This request takes no files',
  uploadInterrupted: 'The upload was interrupted',
  /** A resumable upload's id that is not the caller's, is unknown, expired or already used. */
  uploadNotFound: 'The upload was not found; please upload the file again',
  /** A resumable upload named before all its bytes arrived. */
  uploadUnfinished: 'The upload is not finished yet',
  /** A resumable upload created without `kind song` or `kind video` in its metadata. */
  uploadKindRequired: 'The upload must say whether it is a song or a video',
  /** A resumable upload created without its length (deferred lengths are not taken). */
  uploadLengthRequired: 'The upload must state its length',
  /** 422: a file part under a name the route does not take (or a second one under a name it takes once). */
  unexpectedFile: 'Unexpected file field',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment',
  unauthorized: 'Unauthorized',
  forbidden: 'You are not allowed to do this',
  tooManyRequests: 'Too many requests. Please try again later',
  /** NUL cannot be stored as text (PostgreSQL refuses it) and is never part of real input. */
  nulCharacter: 'Text must not contain NUL characters',
  /** A song's FAILED reasons (song-media.ts), shown to its artist. */
  songProcessingFailed: "The song couldn't be processed",
  songUndecodable: 'The file could not be decoded as audio',
  songEmpty: 'The file contains no audio',
  songTooLong: 'The song is longer than 1 hour',
  songProcessingGaveUp: 'Processing stopped several times; please upload the song again',
} as const
