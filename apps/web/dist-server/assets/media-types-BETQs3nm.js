import { i as limits } from "./limits-Bj0hKUrz.js";
// ../../packages/contract/src/media-types.ts
/** Types by content (magic bytes), not by name. */
var mediaTypes = {
	/** Covers and avatars: posts, profiles, playlists, events, legends, auctions. */
	picture: ["image/png", "image/jpeg"],
	/** A picture sent in a chat. */
	chatImage: [
		"image/png",
		"image/jpeg",
		"image/webp"
	],
	/** Songs: posts, the catalogue, legends. */
	song: ["audio/mpeg", "audio/wav"],
	/** A greeting's video. */
	video: [
		"video/mp4",
		"video/webm",
		"video/quicktime"
	]
};
/** The largest file of each kind, in bytes. */
var mediaMaxBytes = {
	picture: limits.coverMaxBytes,
	chatImage: 10485760,
	song: limits.songMaxBytes,
	video: limits.videoMaxBytes
};
/**
* Other names a browser gives the same types (it guesses from the file's extension, and each
* browser and system guesses its own way); the API reads the bytes, so these pass a picker too.
*/
var browserAliases = {
	"audio/mpeg": ["audio/mp3"],
	"audio/wav": [
		"audio/x-wav",
		"audio/wave",
		"audio/vnd.wave"
	]
};
/**
* Extensions a picker offers beside the types, and that pass a check whatever type the browser
* guessed (some systems give a .wav no type or one of their own).
*/
var pickerExtensions = { song: [".mp3", ".wav"] };
/** Whether a picked file is of this kind: by the browser's type, or else by its extension. */
function acceptsMediaFile(kind, file) {
	const name = file.name?.toLowerCase() ?? "";
	return mediaTypes[kind].some((type) => type === file.type || browserAliases[type]?.includes(file.type)) || (pickerExtensions[kind] ?? []).some((extension) => name.endsWith(extension));
}
/** The `accept` attribute of a file picker for this kind. */
function mediaAccept(kind) {
	return [...pickerExtensions[kind] ?? [], ...mediaTypes[kind]].join(",");
}
/** Why a picked file cannot be sent, or null: its type first, then its size. */
function mediaFileProblem(kind, file) {
	if (!acceptsMediaFile(kind, file)) return "type";
	if (file.size > mediaMaxBytes[kind]) return "size";
	return null;
}
export { mediaTypes as i, mediaFileProblem as n, mediaMaxBytes as r, mediaAccept as t };

//# sourceMappingURL=media-types-BETQs3nm.js.map