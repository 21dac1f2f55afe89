import { t as Button } from "./Button-CPwj6nzH.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { n as pictureTypeOf, t as encodeCanvas } from "./canvasPicture-C-ooonzT.js";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var ImageCropper_module_default = {
	frame: "_frame_1xlpj_1",
	image: "_image_1xlpj_22",
	zoom: "_zoom_1xlpj_28"
};
// src/shared/ui/ImageCropper.tsx
/**
* The spec's crop popup (000 §2): the picture fills a frame of the target ratio; the user drags
* it and zooms, and the visible part is drawn into a canvas (PNG for PNG sources, JPEG
* otherwise), so the server receives exactly what the preview showed.
*/
function ImageCropper({ file, ratio, outputWidth = 1200, title, onCancel, onCropped }) {
	const { t } = useTranslation("shared");
	const [source, setSource] = useState(null);
	const [zoom, setZoom] = useState(1);
	const [offset, setOffset] = useState({
		x: 0,
		y: 0
	});
	const [frameWidth, setFrameWidth] = useState(0);
	const frameRef = useRef(null);
	const drag = useRef(null);
	useEffect(() => {
		if (!file) return;
		const url = URL.createObjectURL(file);
		const image = new Image();
		image.onload = () => {
			setSource({
				url,
				image
			});
			setZoom(1);
			setOffset({
				x: .5,
				y: .5
			});
		};
		image.src = url;
		return () => {
			URL.revokeObjectURL(url);
			setSource(null);
		};
	}, [file]);
	useEffect(() => {
		const frame = frameRef.current;
		if (!frame || typeof ResizeObserver === "undefined") {
			if (frame) setFrameWidth(frame.clientWidth);
			return;
		}
		const observer = new ResizeObserver(() => setFrameWidth(frame.clientWidth));
		observer.observe(frame);
		setFrameWidth(frame.clientWidth);
		return () => observer.disconnect();
	}, [source]);
	const geometry = source ? layout(source.image, frameWidth, ratio, zoom, offset) : null;
	const onPointerDown = (event) => {
		event.currentTarget.setPointerCapture(event.pointerId);
		drag.current = {
			start: offset,
			pointer: {
				x: event.clientX,
				y: event.clientY
			}
		};
	};
	const onPointerMove = (event) => {
		if (!drag.current || !geometry) return;
		const { start, pointer } = drag.current;
		setOffset(clampOffset({
			x: start.x - (event.clientX - pointer.x) / geometry.width,
			y: start.y - (event.clientY - pointer.y) / geometry.height
		}, geometry));
	};
	const onPointerUp = () => {
		drag.current = null;
	};
	const onKeyDown = (event) => {
		if (!geometry) return;
		const step = {
			ArrowLeft: {
				x: -1,
				y: 0
			},
			ArrowRight: {
				x: 1,
				y: 0
			},
			ArrowUp: {
				x: 0,
				y: -1
			},
			ArrowDown: {
				x: 0,
				y: 1
			}
		}[event.key];
		if (!step) return;
		event.preventDefault();
		setOffset((current) => clampOffset({
			x: current.x + step.x * geometry.frameWidth / 20 / geometry.width,
			y: current.y + step.y * geometry.frameHeight / 20 / geometry.height
		}, geometry));
	};
	const confirm = () => {
		if (!source || !geometry || !file) return;
		const canvas = document.createElement("canvas");
		canvas.width = outputWidth;
		canvas.height = Math.round(outputWidth / ratio);
		const context = canvas.getContext("2d");
		if (!context) return;
		const scale = geometry.width / source.image.naturalWidth;
		context.drawImage(source.image, -geometry.left / scale, -geometry.top / scale, geometry.frameWidth / scale, geometry.frameHeight / scale, 0, 0, canvas.width, canvas.height);
		const blob = encodeCanvas(canvas, pictureTypeOf(file), .9);
		if (blob) onCropped({
			blob,
			url: URL.createObjectURL(blob)
		});
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: file !== null,
		onClose: onCancel,
		title,
		closeLabel: t("common.close"),
		size: "lg",
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onCancel,
			children: t("common.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: confirm,
			disabled: !geometry,
			children: t("crop.apply")
		})] }),
		children: [/* @__PURE__ */ jsx("div", {
			ref: frameRef,
			className: ImageCropper_module_default.frame,
			style: {
				aspectRatio: String(ratio),
				maxWidth: `calc(60vh * ${ratio})`
			},
			role: "group",
			tabIndex: 0,
			"aria-label": t("crop.hint"),
			onKeyDown,
			onPointerDown,
			onPointerMove,
			onPointerUp,
			onPointerCancel: onPointerUp,
			"data-testid": "crop-frame",
			children: source && geometry && /* @__PURE__ */ jsx("img", {
				src: source.url,
				alt: "",
				draggable: false,
				className: ImageCropper_module_default.image,
				style: {
					width: geometry.width,
					height: geometry.height,
					left: geometry.left,
					top: geometry.top
				}
			})
		}), /* @__PURE__ */ jsxs("label", {
			className: ImageCropper_module_default.zoom,
			children: [/* @__PURE__ */ jsx("span", { children: t("crop.zoom") }), /* @__PURE__ */ jsx("input", {
				type: "range",
				min: 1,
				max: 4,
				step: .05,
				value: zoom,
				onChange: (event) => {
					const next = Number(event.target.value);
					setZoom(next);
					if (source) setOffset((current) => clampOffset(current, layout(source.image, frameWidth, ratio, next, current)));
				}
			})]
		})]
	});
}
function layout(image, frameWidth, ratio, zoom, offset) {
	const frameHeight = frameWidth / ratio;
	const cover = Math.max(frameWidth / image.naturalWidth, frameHeight / image.naturalHeight);
	const width = image.naturalWidth * cover * zoom;
	const height = image.naturalHeight * cover * zoom;
	return {
		frameWidth,
		frameHeight,
		width,
		height,
		left: Math.min(0, Math.max(frameWidth - width, frameWidth / 2 - offset.x * width)),
		top: Math.min(0, Math.max(frameHeight - height, frameHeight / 2 - offset.y * height))
	};
}
function clampOffset(offset, geometry) {
	const halfX = geometry.width > 0 ? geometry.frameWidth / 2 / geometry.width : .5;
	const halfY = geometry.height > 0 ? geometry.frameHeight / 2 / geometry.height : .5;
	return {
		x: Math.min(1 - halfX, Math.max(halfX, offset.x)),
		y: Math.min(1 - halfY, Math.max(halfY, offset.y))
	};
}
export { ImageCropper as t };

//# sourceMappingURL=ImageCropper-BTAn3gpq.js.map