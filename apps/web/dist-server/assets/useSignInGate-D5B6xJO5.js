import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { G as SignInPrompt, k as paths } from "../entry-server.js";
import { t as hall_module_default } from "./hall.module-BGkDrWpq.js";
import { i as voteBarWidth, t as daysLeft } from "./voting-CecuUY9P.js";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/hall-of-fame/components/VoteProgress.tsx
/** The vote bar with its VP figures and '{n} days left' / 'On Reviewing' (spec 001 §4). */
function VoteProgress({ voteInfo, reviewing }) {
	const { t } = useTranslation("hallOfFame");
	const width = voteBarWidth(voteInfo.votePercent);
	const days = daysLeft(voteInfo.firstVoteStageOpenUntil);
	return /* @__PURE__ */ jsxs("div", {
		className: hall_module_default.progress,
		children: [/* @__PURE__ */ jsx("div", {
			className: hall_module_default.bar,
			role: "progressbar",
			"aria-valuemin": 0,
			"aria-valuemax": 100,
			"aria-valuenow": Math.min(100, voteInfo.votePercent),
			"aria-label": t("card.progress", { percent: voteInfo.votePercent }),
			children: /* @__PURE__ */ jsx("span", {
				className: hall_module_default.barFill,
				style: { width: `${width}%` },
				"data-width": width
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: hall_module_default.progressFigures,
			children: [/* @__PURE__ */ jsx("span", { children: t("card.votes", {
				actual: voteInfo.actualVote,
				expected: voteInfo.expectedMinimalVote
			}) }), /* @__PURE__ */ jsx("span", {
				className: hall_module_default.stage,
				children: reviewing || days === 0 ? t("card.onReviewing") : t("card.daysLeft", { count: days })
			})]
		})]
	});
}
// src/features/hall-of-fame/components/useSignInGate.tsx
/**
* Voting and liking need a session (spec 001 §6): `guard(action)` runs the action for a signed-in
* user and opens the sign-in popup for a guest. Render `prompt` once on the screen.
*/
function useSignInGate() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { loggedIn } = useSession();
	const navigate = useNavigate();
	const location = useLocation();
	const [open, setOpen] = useState(false);
	const guard = (action) => {
		if (loggedIn) action();
		else setOpen(true);
	};
	return {
		guard,
		prompt: /* @__PURE__ */ jsx(SignInPrompt, {
			open,
			onClose: () => setOpen(false),
			onSignIn: () => {
				setOpen(false);
				navigate(paths.signIn, { state: { from: location.pathname + location.search } });
			},
			title: t("signIn.title"),
			message: t("signIn.message"),
			signInLabel: t("signIn.action"),
			closeLabel: t("shared:common.close")
		})
	};
}
export { VoteProgress as n, useSignInGate as t };

//# sourceMappingURL=useSignInGate-D5B6xJO5.js.map