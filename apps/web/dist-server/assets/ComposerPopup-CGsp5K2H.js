import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { t as PostComposer } from "./PostComposer-DAiiN-dO.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/features/feed/composer/ComposerPopup.tsx
/** The add-post popup (spec 000 §2): the composer; a published post closes it and lands on top of the lists. */
function ComposerPopup({ open, onClose, onPublished }) {
	const { t } = useTranslation(["feed", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		size: "md",
		title: t("composer.title"),
		closeLabel: t("shared:common.close"),
		children: open && /* @__PURE__ */ jsx(PostComposer, { onPublished: (post) => {
			onClose();
			onPublished?.(post);
		} })
	});
}
export { ComposerPopup };

//# sourceMappingURL=ComposerPopup-CGsp5K2H.js.map