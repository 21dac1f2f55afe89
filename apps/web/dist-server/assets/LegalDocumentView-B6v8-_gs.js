import { g as formatDate, nt as Container } from "../entry-server.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var LegalDocument_module_default = {
	page: "_page_16mlm_1",
	document: "_document_16mlm_5",
	header: "_header_16mlm_10",
	title: "_title_16mlm_15",
	updated: "_updated_16mlm_24",
	intro: "_intro_16mlm_29",
	toc: "_toc_16mlm_34",
	tocTitle: "_tocTitle_16mlm_42",
	tocList: "_tocList_16mlm_48",
	section: "_section_16mlm_63",
	sectionTitle: "_sectionTitle_16mlm_68",
	number: "_number_16mlm_83",
	paragraph: "_paragraph_16mlm_88",
	list: "_list_16mlm_92",
	footer: "_footer_16mlm_99"
};
// src/features/legal/components/LegalDocumentView.tsx
function prefersReducedMotion() {
	return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
/** Scrolls to a section and moves focus to its heading, so keyboard and screen-reader users land there too. */
function goToSection(id, smooth = true) {
	const heading = document.getElementById(id);
	if (!heading) return false;
	heading.scrollIntoView?.({
		behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto",
		block: "start"
	});
	heading.focus({ preventScroll: true });
	return true;
}
/** A static legal document: numbered sections with a clickable table of contents (spec 001 §2). */
function LegalDocumentView({ document: doc, seeAlso }) {
	const { t } = useTranslation("legal");
	const [language] = useLanguage();
	const { hash } = useLocation();
	useEffect(() => {
		if (hash.length > 1) goToSection(decodeURIComponent(hash.slice(1)), false);
	}, [hash]);
	const onTocClick = (event, id) => {
		event.preventDefault();
		if (goToSection(id)) window.history.replaceState(window.history.state, "", `#${id}`);
	};
	return /* @__PURE__ */ jsx(Container, {
		size: "narrow",
		className: LegalDocument_module_default.page,
		children: /* @__PURE__ */ jsxs("article", {
			className: LegalDocument_module_default.document,
			"aria-labelledby": "legal-title",
			children: [
				/* @__PURE__ */ jsxs("header", {
					className: LegalDocument_module_default.header,
					children: [
						/* @__PURE__ */ jsx("h1", {
							id: "legal-title",
							className: LegalDocument_module_default.title,
							children: doc.title
						}),
						/* @__PURE__ */ jsx("p", {
							className: LegalDocument_module_default.updated,
							children: t("legal.updated", { date: formatDate(doc.updated, language, { timeZone: "UTC" }) })
						}),
						doc.intro.map((paragraph) => /* @__PURE__ */ jsx("p", {
							className: LegalDocument_module_default.intro,
							children: paragraph
						}, paragraph))
					]
				}),
				/* @__PURE__ */ jsxs("nav", {
					className: LegalDocument_module_default.toc,
					"aria-labelledby": "legal-contents",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "legal-contents",
						className: LegalDocument_module_default.tocTitle,
						tabIndex: -1,
						children: t("legal.contents")
					}), /* @__PURE__ */ jsx("ol", {
						className: LegalDocument_module_default.tocList,
						children: doc.sections.map((section) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: `#${section.id}`,
							onClick: (event) => onTocClick(event, section.id),
							children: section.title
						}) }, section.id))
					})]
				}),
				doc.sections.map((section, index) => /* @__PURE__ */ jsxs("section", {
					className: LegalDocument_module_default.section,
					"aria-labelledby": section.id,
					children: [/* @__PURE__ */ jsxs("h2", {
						id: section.id,
						tabIndex: -1,
						className: LegalDocument_module_default.sectionTitle,
						children: [
							/* @__PURE__ */ jsxs("span", {
								className: LegalDocument_module_default.number,
								children: [index + 1, "."]
							}),
							" ",
							section.title
						]
					}), section.blocks.map((block, blockIndex) => /* @__PURE__ */ jsx(Block, { block }, blockIndex))]
				}, section.id)),
				/* @__PURE__ */ jsxs("footer", {
					className: LegalDocument_module_default.footer,
					children: [/* @__PURE__ */ jsx("a", {
						href: "#legal-contents",
						onClick: (event) => onTocClick(event, "legal-contents"),
						children: t("legal.backToTop")
					}), /* @__PURE__ */ jsxs("p", { children: [
						t("legal.otherDocument"),
						": ",
						/* @__PURE__ */ jsx(Link, {
							to: seeAlso.to,
							children: seeAlso.label
						})
					] })]
				})
			]
		})
	});
}
function Block({ block }) {
	if (typeof block === "string") return /* @__PURE__ */ jsx("p", {
		className: LegalDocument_module_default.paragraph,
		children: block
	});
	return /* @__PURE__ */ jsx("ul", {
		className: LegalDocument_module_default.list,
		children: block.list.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
	});
}
export { LegalDocumentView as t };

//# sourceMappingURL=LegalDocumentView-B6v8-_gs.js.map