import { V as Cover, f as useEraLabel, p as useGenreCodeLabel } from "../entry-server.js";
import { t as Stack } from "./Stack-C2oguZWX.js";
import { n as cropRatios } from "./limits-Bj0hKUrz.js";
import { d as PlayButton, p as Markets_module_default } from "./WalletButton-DWUZ_IdB.js";
import { t as auctionTrack } from "./tracks-B31ob76W.js";
import { t as externalHref } from "./links-D9X-g8vW.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/components/SongDetails.tsx
/**
* The song part of the detail pages (spec 002 §2): cover, player, name, artist, links,
* description and the info rows that are present, then the page's own rows and action.
*/
function SongDetails({ auction, rows, children, headingLevel = "h2" }) {
	const { t } = useTranslation(["markets", "shared"]);
	const eraLabel = useEraLabel("markets");
	const genreLabel = useGenreCodeLabel();
	const Heading = headingLevel;
	const song = auction.song.songName;
	const genre = auction.genreType;
	const info = [
		{
			label: t("detail.era"),
			value: eraLabel(auction.era)
		},
		...genre ? [{
			label: t("detail.genre"),
			value: genreLabel(genre)
		}] : [],
		...auction.textAuthor ? [{
			label: t("detail.textAuthor"),
			value: auction.textAuthor
		}] : [],
		...auction.songLabel ? [{
			label: t("detail.label"),
			value: auction.songLabel
		}] : [],
		...auction.recordingStudio ? [{
			label: t("detail.studio"),
			value: auction.recordingStudio
		}] : [],
		...auction.composer ? [{
			label: t("detail.composer"),
			value: auction.composer
		}] : [],
		...auction.yearOfRelease ? [{
			label: t("detail.year"),
			value: String(auction.yearOfRelease)
		}] : []
	];
	const links = [
		auction.socialMediaSpotify && {
			label: t("detail.spotify"),
			href: auction.socialMediaSpotify
		},
		auction.socialMediaTwitter && {
			label: t("detail.youtube"),
			href: auction.socialMediaTwitter
		},
		auction.customLink && {
			label: t("detail.customLink"),
			href: auction.customLink
		}
	].filter((link) => Boolean(link));
	return /* @__PURE__ */ jsxs("div", {
		className: Markets_module_default.detail,
		children: [/* @__PURE__ */ jsxs(Stack, {
			gap: 3,
			children: [/* @__PURE__ */ jsx(Cover, {
				src: auction.coverUrl,
				alt: t("list.cover", { song }),
				ratio: cropRatios.square
			}), /* @__PURE__ */ jsx(PlayButton, { track: auctionTrack(auction) })]
		}), /* @__PURE__ */ jsxs(Stack, {
			gap: 4,
			children: [
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Heading, {
					className: Markets_module_default.detailTitle,
					children: song
				}), /* @__PURE__ */ jsx("p", {
					className: Markets_module_default.muted,
					children: auction.song.user.publicName
				})] }),
				links.length > 0 && /* @__PURE__ */ jsx("div", {
					className: Markets_module_default.links,
					children: links.map((link) => /* @__PURE__ */ jsx("a", {
						href: externalHref(link.href),
						target: "_blank",
						rel: "noopener noreferrer",
						children: link.label
					}, link.label))
				}),
				/* @__PURE__ */ jsx("p", { children: auction.description }),
				/* @__PURE__ */ jsx("dl", {
					className: Markets_module_default.rows,
					children: [...info, ...rows].map((row) => /* @__PURE__ */ jsxs("div", {
						style: { display: "contents" },
						children: [/* @__PURE__ */ jsx("dt", { children: row.label }), /* @__PURE__ */ jsx("dd", { children: row.value })]
					}, row.label))
				}),
				children
			]
		})]
	});
}
export { SongDetails as t };

//# sourceMappingURL=SongDetails-BWjUFPx0.js.map