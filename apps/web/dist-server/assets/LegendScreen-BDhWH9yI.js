import { E as Screen_module_default, H as EmptyState, J as PageHeader, P as usePlayer, U as Preloader, V as Cover, Y as Avatar, a as CommentsArea, f as useEraLabel, k as paths, m as ReportButton, nt as Container, p as useGenreCodeLabel, z as Badge } from "../entry-server.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { d as Icon } from "./Icon-5AvXVvpA.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { o as timings } from "./limits-Bj0hKUrz.js";
import { i as ApiError } from "./src-Bp5laenX.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { a as legendKeys, d as setLegendLike, f as voteForLegend, i as legendCommentsApi, n as hallPath, s as legendQuery, t as hall_module_default } from "./hall.module-BGkDrWpq.js";
import { t as externalHref } from "./links-D9X-g8vW.js";
import { n as VoteProgress, t as useSignInGate } from "./useSignInGate-D5B6xJO5.js";
import { n as isVotingOpen, r as trackIdOf } from "./voting-CecuUY9P.js";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/hall-of-fame/screens/LegendScreen.tsx
/** /hall-of-fame/{uuid}?type (spec 001 §2, §4): the legend, its song, likes, comments, votes, links and judges. */
function LegendScreen() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { uuid = "" } = useParams();
	const { client } = useSession();
	const navigate = useNavigate();
	const legend = useQuery({
		...legendQuery(client, uuid),
		meta: { handlesErrors: true }
	});
	useEffect(() => {
		const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), timings.detailScrollTopMs);
		return () => window.clearTimeout(timer);
	}, [uuid]);
	if (legend.isPending) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.legend")
		}), /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		})]
	});
	if (legend.isError) {
		const missing = legend.error instanceof ApiError && legend.error.status === 404;
		return /* @__PURE__ */ jsxs(Container, {
			className: Screen_module_default.page,
			children: [/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.legend")
			}), /* @__PURE__ */ jsx(EmptyState, {
				title: missing ? t("legend.notFound") : t("hall.loadError"),
				action: /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					onClick: () => void navigate(hallPath()),
					children: t("legend.back")
				})
			})]
		});
	}
	return /* @__PURE__ */ jsx(LegendView, { legend: legend.data });
}
function LegendView({ legend }) {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const eraLabel = useEraLabel("hallOfFame");
	const genreLabel = useGenreCodeLabel();
	const { client } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const player = usePlayer();
	const { guard, prompt } = useSignInGate();
	const [commentsOpen, setCommentsOpen] = useState(false);
	const commentsApi = useMemo(() => legendCommentsApi(client, legend.legendUuid), [client, legend.legendUuid]);
	const key = legendKeys.detail(legend.legendUuid);
	const like = useMutation({
		mutationFn: (liked) => setLegendLike(client, legend.legendUuid, liked),
		onMutate: async (liked) => {
			await queryClient.cancelQueries({ queryKey: key });
			const previous = queryClient.getQueryData(key);
			queryClient.setQueryData(key, (current) => current ? {
				...current,
				liked,
				likeCount: Math.max(0, current.likeCount + (liked ? 1 : -1))
			} : current);
			return { previous };
		},
		onError: (_error, _liked, context) => {
			if (context?.previous) queryClient.setQueryData(key, context.previous);
		},
		onSuccess: (state) => {
			queryClient.setQueryData(key, (current) => current ? {
				...current,
				liked: state.liked,
				likeCount: state.likeCount
			} : current);
		}
	});
	const vote = useMutation({
		mutationFn: () => voteForLegend(client, legend.legendUuid),
		onSettled: async () => {
			await queryClient.invalidateQueries({ queryKey: legendKeys.all });
		}
	});
	const track = legend.songUrl ? {
		id: trackIdOf(legend.legendUuid),
		title: legend.name,
		artist: legend.authorName ?? void 0,
		src: legend.songUrl,
		cover: legend.coverThumbnailUrl ?? legend.coverUrl,
		media: legend.songMedia
	} : null;
	const playingHere = track !== null && player.isCurrent(track.id) && player.playing;
	const togglePlay = () => {
		if (!track) return;
		if (player.isCurrent(track.id)) player.toggle();
		else player.play(track);
	};
	const inducted = legend.status === "SUCCESS";
	const onVoting = legend.status === "VOTING" || legend.status === "REVIEWING";
	const facts = [
		[t("legend.author"), legend.authorName],
		[t("legend.era"), eraLabel(legend.era)],
		[t("legend.genre"), legend.genre ? genreLabel(legend.genre) : null],
		[t("legend.textAuthor"), legend.textAuthor],
		[t("legend.composer"), legend.composer],
		[t("legend.label"), legend.label],
		[t("legend.recordingStudio"), legend.recordingStudio],
		[t("legend.yearOfRelease"), legend.yearOfRelease]
	];
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: legend.name,
				subtitle: legend.authorName ?? eraLabel(legend.era),
				onBack: () => void navigate(hallPath(legend.legendType, inducted ? "legends" : "voting")),
				backLabel: t("legend.back")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.detail,
				children: [/* @__PURE__ */ jsx("div", {
					className: hall_module_default.detailCover,
					children: /* @__PURE__ */ jsx(Cover, {
						src: legend.coverUrl,
						alt: legend.name,
						ratio: 1,
						children: inducted && /* @__PURE__ */ jsx("span", {
							className: hall_module_default.cup,
							title: t("card.cup"),
							children: /* @__PURE__ */ jsx(Icon, { name: "trophy" })
						})
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.detailMain,
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: hall_module_default.row,
							children: [
								/* @__PURE__ */ jsx(ReportButton, {
									targetKind: "LEGEND",
									targetId: legend.legendUuid
								}),
								inducted && /* @__PURE__ */ jsx(Badge, {
									tone: "success",
									icon: /* @__PURE__ */ jsx(Icon, { name: "trophy" }),
									children: t("card.cup")
								}),
								track && /* @__PURE__ */ jsx(Button, {
									onClick: togglePlay,
									iconStart: /* @__PURE__ */ jsx(Icon, { name: playingHere ? "pause" : "play" }),
									"aria-pressed": playingHere,
									children: playingHere ? t("legend.pause") : t("legend.play")
								}),
								/* @__PURE__ */ jsx(IconButton, {
									label: legend.liked ? t("legend.unlike") : t("legend.like"),
									icon: /* @__PURE__ */ jsx(Icon, { name: "heart" }),
									pressed: legend.liked,
									onClick: () => guard(() => like.mutate(!legend.liked))
								}),
								/* @__PURE__ */ jsx("span", {
									"aria-live": "polite",
									children: t("legend.likes", { count: legend.likeCount })
								})
							]
						}),
						onVoting && /* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-vote",
							children: [
								/* @__PURE__ */ jsx("h2", {
									className: hall_module_default.sectionTitle,
									id: "legend-vote",
									children: t("legend.voteSection")
								}),
								/* @__PURE__ */ jsx(VoteProgress, {
									voteInfo: legend.voteInfo,
									reviewing: legend.status !== "VOTING"
								}),
								/* @__PURE__ */ jsx("div", { children: legend.voteInfo.isVoted ? /* @__PURE__ */ jsx(Button, {
									variant: "secondary",
									disabled: true,
									iconStart: /* @__PURE__ */ jsx(Icon, { name: "check" }),
									children: t("card.voted")
								}) : /* @__PURE__ */ jsx(Button, {
									onClick: () => guard(() => vote.mutate()),
									loading: vote.isPending,
									loadingLabel: t("card.vote"),
									disabled: !isVotingOpen(legend),
									children: t("card.vote")
								}) })
							]
						}),
						legend.status === "REJECTED" && /* @__PURE__ */ jsxs("p", {
							className: hall_module_default.notice,
							role: "status",
							children: [t("legend.rejected"), legend.rejectionReason ? ` — ${t("legend.rejectedReason", { reason: legend.rejectionReason })}` : ""]
						}),
						legend.status === "NOT_SELECTED" && /* @__PURE__ */ jsx("p", {
							className: hall_module_default.notice,
							role: "status",
							children: t("legend.notSelected")
						}),
						/* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-opinion",
							children: [
								/* @__PURE__ */ jsx("h2", {
									className: hall_module_default.sectionTitle,
									id: "legend-opinion",
									children: t("legend.opinion", { name: legend.legendStarterUserOwner.publicName })
								}),
								/* @__PURE__ */ jsxs("div", {
									className: hall_module_default.owner,
									children: [/* @__PURE__ */ jsx(Avatar, {
										src: legend.legendStarterUserOwner.avatar,
										name: legend.legendStarterUserOwner.publicName,
										size: "sm"
									}), /* @__PURE__ */ jsx("span", { children: legend.legendStarterUserOwner.publicName })]
								}),
								/* @__PURE__ */ jsx("p", {
									className: hall_module_default.opinion,
									children: legend.ownerLegendStarterOpinion
								})
							]
						}),
						/* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-details",
							children: [/* @__PURE__ */ jsx("h2", {
								className: hall_module_default.sectionTitle,
								id: "legend-details",
								children: t("legend.details")
							}), /* @__PURE__ */ jsx("dl", {
								className: hall_module_default.facts,
								children: facts.filter(([, value]) => value !== null && value !== "").map(([label, value]) => /* @__PURE__ */ jsxs("div", {
									style: { display: "contents" },
									children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value })]
								}, label))
							})]
						}),
						legend.links.length > 0 && /* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-links",
							children: [/* @__PURE__ */ jsx("h2", {
								className: hall_module_default.sectionTitle,
								id: "legend-links",
								children: t("legend.links")
							}), /* @__PURE__ */ jsx("ul", {
								className: hall_module_default.plainList,
								children: legend.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
									href: externalHref(link.url),
									target: "_blank",
									rel: "noopener noreferrer",
									children: link.linkType === "CUSTOM" && link.linkName ? link.linkName : t(`legend.linkTypes.${link.linkType}`)
								}) }, `${link.linkType}-${link.url}`))
							})]
						}),
						legend.judges.length > 0 && /* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-judges",
							children: [/* @__PURE__ */ jsx("h2", {
								className: hall_module_default.sectionTitle,
								id: "legend-judges",
								children: t("legend.judges")
							}), /* @__PURE__ */ jsx("ul", {
								className: hall_module_default.plainList,
								children: legend.judges.map((judge) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									to: paths.profile(judge.nickName),
									children: judge.publicName
								}) }, judge.uuid))
							})]
						})
					]
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: hall_module_default.comments,
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					"aria-expanded": commentsOpen,
					onClick: () => setCommentsOpen((open) => !open),
					children: commentsOpen ? t("legend.hideComments", { count: legend.commentCount }) : t("legend.showComments", { count: legend.commentCount })
				}), commentsOpen && /* @__PURE__ */ jsx(CommentsArea, {
					parent: {
						kind: "LEGEND",
						id: legend.id
					},
					count: legend.commentCount,
					api: commentsApi
				})]
			}),
			prompt
		]
	});
}
export { LegendScreen };

//# sourceMappingURL=LegendScreen-BDhWH9yI.js.map