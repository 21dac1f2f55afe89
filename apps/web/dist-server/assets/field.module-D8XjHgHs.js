var field_module_default = {
	control: "_control_rzc38_3",
	input: "_input_rzc38_37",
	textarea: "_textarea_rzc38_62",
	autoResize: "_autoResize_rzc38_67",
	adornment: "_adornment_rzc38_72",
	counter: "_counter_rzc38_78",
	stack: "_stack_rzc38_90",
	visuallyHidden: "_visuallyHidden_rzc38_97 _visuallyHidden_1fr3g_2"
};
export { field_module_default as t };

//# sourceMappingURL=field.module-D8XjHgHs.js.map