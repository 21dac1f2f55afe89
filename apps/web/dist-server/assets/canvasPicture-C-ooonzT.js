// src/shared/ui/canvasPicture.ts
/** PNG pictures stay PNG (transparency, sharp edges); everything else becomes JPEG. */
function pictureTypeOf(file) {
	return file.type === "image/png" ? "image/png" : "image/jpeg";
}
/**
* The canvas's picture as a file body, encoded at once. Chromium's canvas.toBlob() encodes in
* idle time, and on a busy page, or one that draws no frames, its callback came only after its
* fallback timers (1 s, and 6.7 s measured in the phone profile test), so Apply looked broken.
* toDataURL encodes synchronously: tens of milliseconds for a 1500 px cover. Null when the
* browser could not encode the type (it answers "data:," or another type then).
*/
function encodeCanvas(canvas, type, quality) {
	const prefix = `data:${type};base64,`;
	const url = canvas.toDataURL(type, quality);
	if (!url.startsWith(prefix)) return null;
	const binary = atob(url.slice(prefix.length));
	const bytes = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
	return new Blob([bytes], { type });
}
export { pictureTypeOf as n, encodeCanvas as t };

//# sourceMappingURL=canvasPicture-C-ooonzT.js.map