import { o as timings } from "./limits-Bj0hKUrz.js";
import { b as SearchIcon, c as CloseIcon } from "./Icon-5AvXVvpA.js";
import { t as field_module_default } from "./field.module-D8XjHgHs.js";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../design-system/src/internal/useControllableState.ts
/**
* State that a parent may control (`value` given) or leave to the component (`defaultValue`).
* `onChange` fires in both modes.
*/
function useControllableState(value, defaultValue, onChange) {
	const [inner, setInner] = useState(defaultValue);
	const controlled = value !== void 0;
	return [controlled ? value : inner, useCallback((next) => {
		if (!controlled) setInner(next);
		onChange?.(next);
	}, [controlled, onChange])];
}
// ../../design-system/src/internal/useDebouncedCallback.ts
/** Calls `callback` once `delay` ms have passed without another call. */
function useDebouncedCallback(callback, delay) {
	const callbackRef = useRef(callback);
	const timer = useRef(void 0);
	const pending = useRef(void 0);
	useEffect(() => {
		callbackRef.current = callback;
	}, [callback]);
	const cancel = useCallback(() => {
		clearTimeout(timer.current);
		pending.current = void 0;
	}, []);
	const flush = useCallback(() => {
		clearTimeout(timer.current);
		const args = pending.current;
		pending.current = void 0;
		if (args) callbackRef.current(...args);
	}, []);
	useEffect(() => cancel, [cancel]);
	const debounced = useCallback((...args) => {
		pending.current = args;
		clearTimeout(timer.current);
		timer.current = setTimeout(flush, delay);
	}, [delay, flush]);
	debounced.flush = flush;
	debounced.cancel = cancel;
	return debounced;
}
var SearchBox_module_default = {
	search: "_search_3d1xd_1",
	control: "_control_3d1xd_6",
	icon: "_icon_3d1xd_12",
	input: "_input_3d1xd_18",
	clear: "_clear_3d1xd_23"
};
// ../../design-system/src/components/SearchBox/SearchBox.tsx
/** A search field in a role="search" landmark with a debounced onSearch and a clear button. */
function SearchBox({ value: valueProp, defaultValue = "", onChange, onSearch, debounceMs = timings.searchDebounceMs, label = "Search", placeholder = "Search", clearLabel = "Clear search", autoFocus, className }) {
	const inputId = `search-${useId()}`;
	const inputRef = useRef(null);
	const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
	const lastQuery = useRef(defaultValue.trim());
	const emit = (raw) => {
		const query = raw.trim();
		if (query === lastQuery.current) return;
		lastQuery.current = query;
		onSearch(query);
	};
	const debounced = useDebouncedCallback(emit, debounceMs);
	const onSubmit = (event) => {
		event.preventDefault();
		debounced.cancel();
		emit(value);
	};
	const clear = () => {
		debounced.cancel();
		setValue("");
		emit("");
		inputRef.current?.focus();
	};
	return /* @__PURE__ */ jsxs("form", {
		role: "search",
		className: clsx(SearchBox_module_default.search, className),
		onSubmit,
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: inputId,
			className: field_module_default.visuallyHidden,
			children: label
		}), /* @__PURE__ */ jsxs("div", {
			className: clsx(field_module_default.control, SearchBox_module_default.control),
			children: [
				/* @__PURE__ */ jsx(SearchIcon, { className: SearchBox_module_default.icon }),
				/* @__PURE__ */ jsx("input", {
					ref: inputRef,
					id: inputId,
					type: "search",
					enterKeyHint: "search",
					autoComplete: "off",
					autoFocus,
					className: clsx(field_module_default.input, SearchBox_module_default.input),
					placeholder,
					value,
					onChange: (event) => {
						setValue(event.target.value);
						debounced(event.target.value);
					},
					onKeyDown: (event) => {
						if (event.key === "Escape" && value) {
							event.preventDefault();
							clear();
						}
					}
				}),
				value && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: SearchBox_module_default.clear,
					"aria-label": clearLabel,
					onClick: clear,
					children: /* @__PURE__ */ jsx(CloseIcon, {})
				})
			]
		})]
	});
}
export { SearchBox as t };

//# sourceMappingURL=SearchBox-Ds3hTV3G.js.map