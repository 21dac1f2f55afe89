// ../../packages/contract/src/labels.ts
var eraLabels = {
	CLASSIC_ERA: "Classic era",
	EIGHTIES: "80s era",
	NINETIES: "90s era",
	ZERO_YEARS: "00s era",
	MODERN_ERA: "Modern era"
};
var genreLabels = {
	EDM_ELECTRONIC: "EDM/Electronic",
	HIP_HOP_R_AND_B_SOUL: "Hip Hop/R&B/Soul",
	POP: "Pop",
	ROCK_METAL: "Rock/Metal",
	CLASSICAL: "Classical",
	COUNTRY: "Country",
	JAZZ_BLUES: "Jazz/Blues",
	INDIE: "Indie",
	LATIN: "Latin",
	ALTERNATIVE: "Alternative",
	REGGAE: "Reggae",
	K_POP: "K-pop",
	AFROBEAT: "Afrobeat"
};
var genreLabelsUk = {
	EDM_ELECTRONIC: "EDM/Електроніка",
	HIP_HOP_R_AND_B_SOUL: "Хіп-хоп/R&B/Соул",
	POP: "Поп",
	ROCK_METAL: "Рок/Метал",
	CLASSICAL: "Класика",
	COUNTRY: "Кантрі",
	JAZZ_BLUES: "Джаз/Блюз",
	INDIE: "Інді",
	LATIN: "Латиноамериканська",
	ALTERNATIVE: "Альтернатива",
	REGGAE: "Реґі",
	K_POP: "K-pop",
	AFROBEAT: "Афробіт"
};
export { genreLabels as n, genreLabelsUk as r, eraLabels as t };

//# sourceMappingURL=labels-DBVgI4Hj.js.map