var Forms_module_default = {
	form: "_form_3coib_1",
	row: "_row_3coib_6",
	error: "_error_3coib_12"
};
export { Forms_module_default as t };

//# sourceMappingURL=Forms.module-Cxh-JABw.js.map