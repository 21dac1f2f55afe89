import { f as ImageIcon, v as PlusIcon } from "./Icon-5AvXVvpA.js";
import { n as joinIds, r as useFormField } from "./FormFieldContext-PRg7vqXK.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
var FilePicker_module_default = {
	root: "_root_ychtf_1",
	input: "_input_ychtf_8",
	zone: "_zone_ychtf_17",
	icon: "_icon_ychtf_59",
	preview: "_preview_ychtf_71",
	image: "_image_ychtf_80",
	text: "_text_ychtf_87",
	name: "_name_ychtf_93",
	action: "_action_ychtf_100",
	drop: "_drop_ychtf_106",
	progress: "_progress_ychtf_111",
	visuallyHidden: "_visuallyHidden_ychtf_117 _visuallyHidden_1fr3g_2"
};
// ../../design-system/src/components/FilePicker/FilePicker.tsx
/**
* Kobza's one file picker (issue 32): a drop zone that a click, a key or a drag fills, the chosen
* file's name or a preview of what will be sent, and an upload's progress. The native input stays
* in the page, labelled by the surrounding FormField, so keyboards, screen readers and tests use
* it as any file input; its unstyled button and "No file chosen" text are never shown. Cropping
* is the caller's step (the app's cropper) before it passes the preview here.
*/
function FilePicker({ accept, labels, fileName = null, previewUrl = null, previewAlt = "", previewRatio, progress, onFile, disabled: disabledProp, name, id, className, "aria-label": ariaLabel, "aria-describedby": describedBy }) {
	const field = useFormField();
	const generated = useId();
	const inputId = id ?? field?.id ?? `file-${generated}`;
	const disabled = disabledProp ?? field?.disabled ?? false;
	const invalid = field?.invalid ?? false;
	const [dragging, setDragging] = useState(false);
	const filled = Boolean(fileName || previewUrl);
	const drop = (event) => {
		event.preventDefault();
		setDragging(false);
		if (disabled) return;
		const file = event.dataTransfer.files[0];
		if (file) onFile(file);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(FilePicker_module_default.root, className),
		"data-dragging": dragging,
		"data-filled": filled,
		"data-invalid": invalid,
		"data-disabled": disabled,
		children: [
			/* @__PURE__ */ jsx("input", {
				id: inputId,
				type: "file",
				name,
				className: FilePicker_module_default.input,
				accept,
				disabled,
				required: field?.required || void 0,
				"aria-label": ariaLabel,
				"aria-invalid": invalid || void 0,
				"aria-describedby": joinIds(field?.describedBy, describedBy),
				onChange: (event) => {
					onFile(event.target.files?.[0] ?? null);
					event.target.value = "";
				}
			}),
			/* @__PURE__ */ jsxs("label", {
				htmlFor: inputId,
				className: FilePicker_module_default.zone,
				"aria-hidden": "true",
				onDragOver: (event) => {
					event.preventDefault();
					if (!disabled) setDragging(true);
				},
				onDragLeave: () => setDragging(false),
				onDrop: drop,
				children: [previewUrl ? /* @__PURE__ */ jsx("span", {
					className: FilePicker_module_default.preview,
					style: previewRatio ? { aspectRatio: String(previewRatio) } : void 0,
					children: /* @__PURE__ */ jsx("img", {
						src: previewUrl,
						alt: "",
						className: FilePicker_module_default.image
					})
				}) : /* @__PURE__ */ jsx("span", {
					className: FilePicker_module_default.icon,
					children: filled ? /* @__PURE__ */ jsx(ImageIcon, {}) : /* @__PURE__ */ jsx(PlusIcon, {})
				}), /* @__PURE__ */ jsxs("span", {
					className: FilePicker_module_default.text,
					children: [
						fileName && /* @__PURE__ */ jsx("span", {
							className: FilePicker_module_default.name,
							children: fileName
						}),
						/* @__PURE__ */ jsx("span", {
							className: FilePicker_module_default.action,
							children: filled ? labels.change : labels.choose
						}),
						!filled && labels.drop && /* @__PURE__ */ jsx("span", {
							className: FilePicker_module_default.drop,
							children: labels.drop
						})
					]
				})]
			}),
			previewUrl && previewAlt && /* @__PURE__ */ jsx("img", {
				src: previewUrl,
				alt: previewAlt,
				className: FilePicker_module_default.visuallyHidden
			}),
			progress !== null && progress !== void 0 && /* @__PURE__ */ jsx("progress", {
				className: FilePicker_module_default.progress,
				max: 1,
				value: progress,
				"aria-label": labels.progress
			})
		]
	});
}
// src/shared/ui/useFilePickerLabels.ts
/** The words of the design system's FilePicker in the app's language, the same at every upload. */
function useFilePickerLabels() {
	const { t } = useTranslation("shared");
	return {
		choose: t("filePicker.choose"),
		drop: t("filePicker.drop"),
		change: t("filePicker.change"),
		progress: t("filePicker.progress")
	};
}
export { FilePicker as n, useFilePickerLabels as t };

//# sourceMappingURL=useFilePickerLabels-CCyx7wOa.js.map