import { i as ApiError } from "./src-Bp5laenX.js";
import { E as Screen_module_default, H as EmptyState, J as PageHeader, U as Preloader, it as useMediaQuery, k as paths, nt as Container, rt as mediaQueries } from "../entry-server.js";
import "./public-DE6D2h93.js";
import { n as OwnerNav, t as useArtistPage } from "./useArtistPage-Dy-_sZqu.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/components/ArtistPage.tsx
/**
* The frame of the pages under /profile/{nickName}/…: resolves the artist from the nickname,
* shows the owner navigation bar to the owner and, to everyone else below 1200 px, a back
* button (spec 001 §2, §9).
*/
function ArtistPage({ title, actions, children }) {
	const { nickName = "" } = useParams();
	const { t } = useTranslation([
		"catalogue",
		"profile",
		"shared"
	]);
	const navigate = useNavigate();
	const narrow = useMediaQuery(mediaQueries.below.desktop);
	const { query, profile, isOwner, isArtist } = useArtistPage(nickName);
	if (query.isPending || query.isError || !profile) {
		const notFound = query.error instanceof ApiError && query.error.status === 404;
		return /* @__PURE__ */ jsxs(Container, {
			className: Screen_module_default.page,
			children: [/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: title({
					isOwner: false,
					isArtist: false
				})
			}), query.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : /* @__PURE__ */ jsx(EmptyState, {
				title: notFound ? t("profile:profile.notFoundTitle") : t("profile:profile.loadErrorTitle"),
				action: notFound ? void 0 : /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void query.refetch() })
			})]
		});
	}
	const context = {
		profile,
		isOwner,
		isArtist
	};
	const back = () => {
		if (window.history.state?.idx > 0) navigate(-1);
		else navigate(paths.profile(profile.nickName));
	};
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			isOwner && isArtist && /* @__PURE__ */ jsx(OwnerNav, { nickName: profile.nickName }),
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: title(context),
				subtitle: isOwner ? void 0 : profile.publicName,
				onBack: !isOwner && narrow ? back : void 0,
				backLabel: t("songs.back"),
				actions: actions?.(context)
			}),
			children(context)
		]
	});
}
export { ArtistPage as t };

//# sourceMappingURL=ArtistPage-SfApfZOC.js.map