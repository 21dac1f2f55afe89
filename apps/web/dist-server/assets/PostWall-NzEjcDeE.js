import { t as Button } from "./Button-CPwj6nzH.js";
import { v as PlusIcon } from "./Icon-5AvXVvpA.js";
import { X as Tabs, c as PostList } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { ComposerPopup } from "./ComposerPopup-CGsp5K2H.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var PostWall_module_default = {
	wall: "_wall_1kqah_1",
	head: "_head_1kqah_7",
	title: "_title_1kqah_14"
};
// src/features/feed/components/PostWall.tsx
/** An artist's wall: the recommendations and premium tabs with the feed's paging; the owner adds posts here. */
function PostWall({ artist, isOwner }) {
	const { t } = useTranslation("feed");
	const { isArtist } = useSession();
	const [tab, setTab] = useState("PUBLIC");
	const [composing, setComposing] = useState(false);
	return /* @__PURE__ */ jsxs("section", {
		className: PostWall_module_default.wall,
		"aria-labelledby": "wall-title",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: PostWall_module_default.head,
				children: [/* @__PURE__ */ jsx("h2", {
					id: "wall-title",
					className: PostWall_module_default.title,
					children: t("wall.title")
				}), isOwner && isArtist && /* @__PURE__ */ jsx(Button, {
					size: "sm",
					iconStart: /* @__PURE__ */ jsx(PlusIcon, {}),
					onClick: () => setComposing(true),
					children: t("home.addPost")
				})]
			}),
			/* @__PURE__ */ jsx(Tabs, {
				label: t("wall.title"),
				value: tab,
				onChange: setTab,
				activation: "manual",
				items: [{
					value: "PUBLIC",
					label: t("home.recommendations")
				}, {
					value: "PREMIUM",
					label: t("home.premium")
				}],
				children: /* @__PURE__ */ jsx(PostList, {
					source: {
						kind: "wall",
						uuid: artist.uuid,
						tab
					},
					emptyText: tab === "PREMIUM" ? isOwner ? t("wall.premiumEmptyOwner") : t("wall.premiumEmptyOther") : t("home.publicEmpty")
				}, tab)
			}),
			isOwner && /* @__PURE__ */ jsx(ComposerPopup, {
				open: composing,
				onClose: () => setComposing(false),
				onPublished: (post) => setTab(post.postType)
			})
		]
	});
}
export { PostWall };

//# sourceMappingURL=PostWall-NzEjcDeE.js.map