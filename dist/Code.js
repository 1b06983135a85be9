// Mafia Standings — built from src/ by `npm run build`; do not edit by hand. MIT licence (LICENSE); the notices of the libraries bundled here are at the end of this file.
"use strict";
var Mafia = (() => {
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
	for (var name in all)
		__defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") {
		for (let key of __getOwnPropNames(from))
			if (!__hasOwnProp.call(to, key) && key !== except)
				__defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
	}
	return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

var main_exports = {};
__export(main_exports, {
	functions: () => functions_exports,
	sheets: () => sheets_exports
});

var functions_exports = {};
__export(functions_exports, {
	mafiaFingerprint: () => mafiaFingerprint,
	mafiaPoints: () => mafiaPoints,
	mafiaRank: () => mafiaRank,
	mafiaSeries: () => mafiaSeries,
	mafiaStandings: () => mafiaStandings,
	mafiaStats: () => mafiaStats
});

var TABLE_SIZE = 10;
var EXTRA_LIMIT = 5;
function extraPointsOf(n) {
	const hundredths = Math.round(n * 100);
	const twoDecimals = Math.abs(n * 100 - hundredths) < 1e-6;
	return Math.abs(n) <= EXTRA_LIMIT && twoDecimals ? hundredths / 100 : void 0;
}
var MAX_COUNT = 99;
var MAX_TOURNAMENT_WEIGHT = 10;

var ROLES = ["civilian", "sheriff", "mafia", "don"];
var SIDES = ["red", "black"];
var STAGES = ["main", "semi", "final"];
function sideOf(role) {
	return role === "civilian" || role === "sheriff" ? "red" : "black";
}
function rolesOf(side) {
	return ROLES.filter((role) => sideOf(role) === side);
}
function roleWon(role, winner) {
	return role !== null && winner !== null && sideOf(role) === winner;
}
var ROLE_COUNTS = {
	civilian: 6,
	sheriff: 1,
	mafia: 2,
	don: 1
};
function isRecordedBestMove(move) {
	return move !== null && !(move.kind === "count" && move.count === 0);
}
var SEAT_MARKS = [
	"firstKilled",
	"bestMove",
	"correct",
	"bestPlayer",
	"remarks",
	"removed",
	"extra"
];
var FIELDS = [
	"game",
	"seat",
	"player",
	"role",
	"winner",
	...SEAT_MARKS,
	"stage",
	"team"
];
var POSITIONAL_FIELDS = FIELDS.slice(0, 11);
var REQUIRED_FIELDS = ["game", "seat", "player", "role", "winner"];

function tally(rows) {
	const seats = new Array(TABLE_SIZE + 1).fill(0);
	const roles = { civilian: 0, sheriff: 0, mafia: 0, don: 0 };
	let everyRole = true;
	let killed = 0;
	let red = false;
	let black = false;
	let winnerWritten = false;
	let results = false;
	let stage = null;
	let stagesDiffer = false;
	let bestMoveWrong = false;
	for (const row3 of rows) {
		const seat = row3.seat ?? 0;
		seats[seat] = (seats[seat] ?? 0) + 1;
		if (row3.role === "civilian") roles.civilian++;
		else if (row3.role === "sheriff") roles.sheriff++;
		else if (row3.role === "mafia") roles.mafia++;
		else if (row3.role === "don") roles.don++;
		else everyRole = false;
		if (row3.firstKilled) killed++;
		if (row3.winner === "red") red = true;
		else if (row3.winner === "black") black = true;
		else if (row3.winner === "won" || row3.winner === "lost") results = true;
		if (row3.winner !== null && row3.winner !== "lost") winnerWritten = true;
		if (row3.stage !== null) {
			if (stage !== null && row3.stage !== stage) stagesDiffer = true;
			stage ?? (stage = row3.stage);
		}
		if (row3.bestMove !== null && bestMoveProblem(row3) !== null) bestMoveWrong = true;
	}
	let seatTwice = false;
	let seatMissing = false;
	for (let seat = 1; seat <= TABLE_SIZE; seat++) {
		if ((seats[seat] ?? 0) > 1) seatTwice = true;
		if (seats[seat] === 0 && rows.length <= TABLE_SIZE) seatMissing = true;
	}
	const rolesWrong = everyRole && ROLES.some((role) => roles[role] !== ROLE_COUNTS[role]);
	const result = results && winnerWritten ? resultsOf(rows) : NO_RESULTS;
	if (result.winner === "red") red = true;
	if (result.winner === "black") black = true;
	return {
		resultRows: result.against,
		resultWinner: result.winner,
		seats,
		roles,
		everyRole,
		killed,
		red,
		black,
		winnerWritten,
		stage,
		stagesDiffer,
		samePlayer: hasSamePlayer(rows),
		seatTwice,
		seatMissing,
		rolesWrong,
		bestMoveWrong
	};
}
var NO_RESULTS = { winner: null, against: null };
function resultsOf(rows) {
	const forRed = [];
	const forBlack = [];
	for (const row3 of rows) {
		if (row3.role === null || row3.winner !== "won" && row3.winner !== "lost") continue;
		const side = sideOf(row3.role);
		const wonBy = row3.winner === "won" ? side : side === "red" ? "black" : "red";
		(wonBy === "red" ? forRed : forBlack).push(row3);
	}
	if (forRed.length === forBlack.length) return { winner: null, against: [...forRed, ...forBlack] };
	const winner = forRed.length > forBlack.length ? "red" : "black";
	const against = winner === "red" ? forBlack : forRed;
	return { winner, against: against.length > 0 ? against : null };
}
function hasSamePlayer(rows) {
	for (let i = 0; i < rows.length; i++) {
		const key = rows[i]?.playerKey ?? "";
		if (key === "") continue;
		for (let j = i + 1; j < rows.length; j++) if (rows[j]?.playerKey === key) return true;
	}
	return false;
}
function bestMoveProblem(row3) {
	const move = row3.bestMove;
	if (!isRecordedBestMove(move) || row3.role === null) return null;
	if (!row3.firstKilled || sideOf(row3.role) !== "red") {
		return "best-move-not-allowed";
	}
	if (move.kind === "seats" && row3.seat !== null && move.seats.includes(row3.seat)) {
		return "best-move-own-seat";
	}
	return null;
}

function normalizeText(value) {
	return value.normalize("NFC").toLowerCase().trim().replace(/\s+/g, " ").replace(/ё/g, "е");
}
var SHEET_ERRORS = new Set([
	"#N/A",
	"#REF!",
	"#VALUE!",
	"#DIV/0!",
	"#NAME?",
	"#NUM!",
	"#NULL!",
	"#ERROR!"
]);
function isSheetError(value) {
	return typeof value === "string" && SHEET_ERRORS.has(value.trim().toUpperCase());
}
function isEmptyCell(value) {
	return value === "" || value === null || value === void 0 || typeof value === "string" && value.trim() === "";
}
function isDateValue(value) {
	return typeof value === "object" && value !== null && Object.prototype.toString.call(value) === "[object Date]";
}
var noonUtcDay = (date2) => {
	const time2 = date2.getTime();
	return isNaN(time2) ? "" : new Date(time2 + 12 * 3600 * 1e3).toISOString().slice(0, 10);
};
function typedText(value, dayOf = noonUtcDay) {
	const text = cellText(value, dayOf);
	return text.startsWith("'") ? text.slice(1).trim() : text;
}
function cellText(value, dayOf = noonUtcDay) {
	if (typeof value === "string") return value.trim();
	if (typeof value === "number") return String(value);
	if (value === null || value === void 0) return "";
	if (isDateValue(value)) return isNaN(value.getTime()) ? "" : dayOf(value);
	return (typeof value === "boolean" ? String(value) : Object.prototype.toString.call(value)).trim();
}

function writtenPlace(game) {
	return {
		...game.round !== void 0 ? { round: game.round } : {},
		...game.table !== void 0 ? { table: game.table } : {},
		...game.tournament ? { tournament: game.tournament } : {}
	};
}
function gameKey(value, dayOf = noonUtcDay, place) {
	const id = idKey(value, dayOf);
	const numbered2 = place?.table === void 0 ? id : `${idKey(place.round ?? "", dayOf)}\0${idKey(place.table, dayOf)}\0${id}`;
	if (place?.tournament === void 0) return numbered2;
	return `${playerKey(place.tournament, dayOf)}${numbered2}`;
}
function idKey(value, dayOf) {
	if (typeof value === "number") return String(value);
	const text = typedText(value, dayOf);
	if (/^\+?\d{1,15}([.,]\d+)?$/.test(text)) return String(Number(text.replace(",", ".")));
	return normalizeText(text);
}
function playerKey(name, dayOf = noonUtcDay) {
	if (isSheetError(name)) return "";
	return normalizeText(typedText(name, dayOf));
}
var SPACE = "[	\n\v\f\r    - \u2028\u2029  　\uFEFF]";
var IRREGULAR = "ёЁKÅẞ;·`´";
function keyPattern(key) {
	if (!/^[ -~¡-ſЀ-ӿ‐-⁞№]*$/.test(key) || /^(true|false|[\d.e+-]*)$/.test(key)) return null;
	const letters = [...key].map((ch) => {
		if (ch === " ") return `${SPACE}+`;
		if (/[\\^$.*+?()[\]{}|]/.test(ch)) return `\\${ch}`;
		const forms = [ch, ch.toUpperCase(), ...IRREGULAR].filter((form) => normalizeText(form) === ch);
		return `(?:${[...new Set(forms.flatMap((form) => [form, form.normalize("NFD")]))].join("|")})`;
	});
	return `^(?:${SPACE}|')*${letters.join("")}${SPACE}*$`;
}

function editDistance(a, b) {
	const x = [...a];
	const y = [...b];
	let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
	for (let i = 1; i <= x.length; i++) {
		const current2 = [i];
		for (let j = 1; j <= y.length; j++) {
			const substitute = (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
			current2.push(Math.min((previous[j] ?? 0) + 1, (current2[j - 1] ?? 0) + 1, substitute));
		}
		previous = current2;
	}
	return previous[y.length] ?? 0;
}
function nameDistance(typed, listed) {
	const length = [...typed].length;
	const parts2 = [[...listed].slice(0, length).join(""), ...listed.split(" ")];
	const partial2 = Math.min(...parts2.map((part) => editDistance(typed, part)));
	return Math.min(editDistance(typed, listed), partial2 + 0.5);
}
function closestName(name, roster) {
	const key = playerKey(name);
	const near = Math.max(2, [...key].length / 3);
	let best;
	for (const entry of roster) {
		const other = playerKey(entry);
		if (other === "") continue;
		const distance = nameDistance(key, other);
		if (distance <= near && (best === void 0 || distance < best.distance))
			best = { name: entry.normalize("NFC").trim(), distance };
	}
	return best?.name;
}
function rosterWarnings(evaluation, roster) {
	const known = new Set(roster.map((name) => playerKey(name)).filter((key) => key !== ""));
	if (known.size === 0) return [];
	const warned = new Set();
	const first = [];
	for (const game of evaluation.games)
		for (const row3 of game.rows)
			if (row3.playerKey !== "" && !known.has(row3.playerKey) && !warned.has(row3.playerKey)) {
				warned.add(row3.playerKey);
				first.push({ row: row3, game: game.label });
			}
	return first.sort((a, b) => a.row.row - b.row.row).map(({ row: row3, game }) => ({
		name: row3.player,
		...closestOf(row3.player, roster),
		game,
		row: row3.row
	}));
}
function closestOf(name, roster) {
	const closest = closestName(name, roster);
	return closest === void 0 ? {} : { closest };
}
function describeRosterWarning(warning, lang) {
	const { name, closest, game, row: row3 } = warning;
	if (lang === "ru") {
		const missing2 = `Игра ${game}, строка ${row3}: игрока «${name}» нет в списке участников`;
		return closest === void 0 ? missing2 : `${missing2}; ближе всего — «${closest}»`;
	}
	const missing = `Game ${game}, row ${row3}: “${name}” is not on the players list`;
	return closest === void 0 ? missing : `${missing}; the closest name is “${closest}”`;
}

var HEADERS = {
	game: { ru: "Игра", en: "Game" },
	seat: { ru: "Место", en: "Seat" },
	player: { ru: "Игрок", en: "Player" },
	role: { ru: "Роль", en: "Role" },
	winner: { ru: "Победили", en: "Winner" },
	firstKilled: { ru: "Убит в первую ночь", en: "Killed first night" },
	bestMove: { ru: "Лучший ход", en: "Best move" },
	correct: { ru: "Правильная кандидатура", en: "Correct pick" },
	bestPlayer: { ru: "Лучший игрок", en: "Best player" },
	remarks: { ru: "Замечания", en: "Remarks" },
	removed: { ru: "Удаление", en: "Removed" },
	extra: { ru: "Доп. баллы", en: "Extra points" },
	stage: { ru: "Этап", en: "Stage" },
	team: { ru: "Команда", en: "Team" }
};
var HEADER_ALIASES = {
	game: ["номер игры", "№ игры", "игра №", "game id", "game no", "game #"],
	seat: ["номер", "место за столом", "seat no", "seat #"],
	player: ["ник", "имя", "игрок (ник)", "ник игрока", "имя игрока", "name", "nickname"],
	role: ["карта", "роль игрока", "card"],
	winner: [
		"победа",
		"победитель",
		"победители",
		"победившая команда",
		"кто победил",
		"чья победа",
		"результат",
		"результат игры",
		"winners",
		"winning team",
		"result",
		"who won"
	],
	firstKilled: [
		"убит первым",
		"первый убитый",
		"пу",
		"убит в 1 ночь",
		"отстрел в первую ночь",
		"first killed",
		"killed first",
		"fk"
	],
	bestMove: ["лх", "лучший ход (места)", "лучший ход (лх)", "best guess", "bm"],
	correct: [
		"правильные кандидатуры",
		"правильная кандидатура/убийство",
		"прав канд",
		"прав кандидатура",
		"пк",
		"correct picks",
		"correct"
	],
	bestPlayer: ["лучший", "ли", "лучш игрок", "best", "bp", "mvp"],
	remarks: [
		"замечание",
		"замечаний",
		"замеч",
		"зам",
		"фол",
		"фолы",
		"фолов",
		"remark",
		"warnings",
		"fouls",
		"foul"
	],
	removed: [
		"удален",
		"удаление из игры",
		"удал",
		"уд",
		"дисквалификация",
		"removal",
		"disqualified"
	],
	extra: [
		"доп баллы",
		"доп",
		"допы",
		"доп очки",
		"дополнительные баллы",
		"дополнительные очки",
		"бонус",
		"бонусы",
		"бонусные баллы",
		"extra",
		"bonus",
		"extra points",
		"bonus points"
	],
	stage: ["стадия", "phase"],
	team: ["команда игрока", "название команды", "team name", "squad"]
};
var PLACE_HEADERS = {
	round: { ru: "Тур", en: "Round" },
	table: { ru: "Стол", en: "Table" }
};
var PLACE_ALIASES = {
	round: ["раунд", "номер тура", "№ тура", "round no", "round #"],
	table: ["номер стола", "№ стола", "table no", "table #"]
};
var SEASON_HEADERS = {
	tournament: { ru: "Турнир", en: "Tournament" },
	weight: { ru: "Вес турнира", en: "Tournament weight" }
};
var SEASON_ALIASES = {
	tournament: ["название турнира", "event", "tournament name"],
	weight: ["коэффициент турнира", "event weight"]
};
var OWN_UNSCORED_HEADERS = ["дата", "date", "очки", "points"];
var UNSCORED_HEADERS = [
	"судья",
	"judge",
	"ведущий",
	"host",
	"комментарий",
	"комментарии",
	"comment",
	"comments",
	"примечание",
	"примечания",
	"note",
	"notes",
	"клуб",
	"club",
	"город",
	"city",
	"№",
	"#",
	"время",
	"time"
];
var COUNT_PREFIXES = [
	"количество",
	"numberof",
	"колво",
	"число",
	"кол",
	"count"
];
var SCORING_STEMS = {
	game: [],
	seat: [],
	player: [],
	role: [],
	winner: ["побед", "winner", "win", "won"],
	firstKilled: [
		"пу",
		"первыйубит",
		"убитвпервую",
		"убитвперв",
		"убитпервым",
		"отстрел",
		"firstkill",
		"killedfirst",
		"fk"
	],
	bestMove: ["лх", "лучшийход", "bestmove", "bestguess", "bm"],
	correct: ["пк", "правильн", "кандидат", "correct"],
	bestPlayer: ["ли", "лучшийигрок", "bestplayer", "mvp"],
	remarks: ["фол", "замеч", "предупрежд", "remark", "foul", "warning"],
	removed: ["удал", "дисквал", "removal", "removed", "disqual"],
	extra: ["бонус", "доп", "extra", "bonus"],
	stage: [],
	team: [],
	penalty: ["штраф", "penalt"]
};
var ROLE_NAMES = {
	civilian: { ru: "Мирный", en: "Civilian" },
	sheriff: { ru: "Шериф", en: "Sheriff" },
	mafia: { ru: "Мафия", en: "Mafia" },
	don: { ru: "Дон", en: "Don" }
};
var SIDE_NAMES = {
	red: { ru: "Красные", en: "Red" },
	black: { ru: "Чёрные", en: "Black" }
};
var ROLE_WORDS = {
	civilian: [
		"мирный",
		"мирный житель",
		"мирная",
		"мирная жительница",
		"мирный житель (мж)",
		"мж",
		"мир",
		"мирн",
		"житель",
		"к",
		"civilian",
		"citizen",
		"villager",
		"civ",
		"c"
	],
	sheriff: ["шериф", "шер", "ш", "комиссар", "ком", "sheriff", "sher", "detective", "s"],
	mafia: ["мафия", "мафиози", "маф", "м", "mafia", "maf", "mafioso", "m"],
	don: ["дон", "дон мафии", "д", "don", "d"]
};
var SIDE_WORDS = {
	red: [
		"красные",
		"красный",
		"красная",
		"красн",
		"кр",
		"мирные",
		"мирные жители",
		"мирных",
		"город",
		"победа красных",
		"победа мирных",
		"победа города",
		"к",
		"red",
		"reds",
		"town",
		"civilians",
		"red win",
		"red won",
		"r"
	],
	black: [
		"черные",
		"черный",
		"черная",
		"черн",
		"чер",
		"мафия",
		"победа черных",
		"победа мафии",
		"ч",
		"black",
		"blacks",
		"mafia",
		"black win",
		"black won",
		"b"
	]
};
var YES_NO_WORDS = {
	yes: ["true", "истина", "да", "д", "yes", "y", "1", "+", "x", "х", "v", "✓", "✔"],
	no: ["false", "ложь", "нет", "н", "no", "n", "0", "-", "—", "–", "−"]
};
var RESULT_WORDS = {
	won: ["победа", "выиграл", "выиграла", "win", "won", "w"],
	lost: ["поражение", "проигрыш", "проиграл", "проиграла", "loss", "lost", "l"]
};
var POINTS_HEADER = { ru: "Очки", en: "Points" };
var STAGE_NAMES = {
	main: { ru: "Основной", en: "Main" },
	semi: { ru: "Полуфинал", en: "Semi-final" },
	final: { ru: "Финал", en: "Final" }
};
var STAGE_WORDS = {
	main: [
		"основной",
		"основной этап",
		"отбор",
		"отборочный",
		"квалификация",
		"main",
		"qualifying",
		"qualification"
	],
	semi: ["полуфинал", "semi-final", "semifinal", "semi"],
	final: ["финал", "final"]
};

function wordIndex(entries) {
	const index = new Map();
	for (const [value, words] of Object.entries(entries)) {
		for (const word of words) index.set(normalizeText(word), value);
	}
	return index;
}
var ROLE_INDEX = wordIndex(ROLE_WORDS);
var RESULT_INDEX = wordIndex(RESULT_WORDS);
var SIDE_INDEX = wordIndex(SIDE_WORDS);
var YES_NO_INDEX = wordIndex(YES_NO_WORDS);
function wordKey(text) {
	const normal = normalizeText(text);
	return normal.length > 1 && normal.endsWith(".") ? normal.slice(0, -1).trimEnd() : normal;
}
function roleFromText(text) {
	return ROLE_INDEX.get(wordKey(text));
}
function sideFromText(text) {
	return SIDE_INDEX.get(wordKey(text));
}
function yesNoFromText(text) {
	const word = YES_NO_INDEX.get(wordKey(text));
	return word === void 0 ? void 0 : word === "yes";
}
function nearestName(text, names2, key) {
	const typed = key(text);
	let best;
	for (const name of names2) {
		for (const written of [name.ru, name.en]) {
			const other = key(written);
			const d = editDistance(typed, other);
			const near = d <= Math.max(2, Math.max(typed.length, other.length) / 3);
			if (near && (best === void 0 || d < best.distance)) best = { name, distance: d };
		}
	}
	return best?.name;
}
function resultFromText(text) {
	const key = wordKey(text);
	const word = RESULT_INDEX.get(key);
	if (word !== void 0) return word;
	const yes = YES_NO_INDEX.get(key);
	return yes === void 0 ? void 0 : yes === "yes" ? "won" : "lost";
}
function nearestWord(text, words) {
	const typed = wordKey(text);
	let best;
	for (const [value, list2] of Object.entries(words)) {
		for (const word of list2) {
			if (word.length < 3) continue;
			const d = editDistance(typed, word);
			if (d <= Math.max(typed.length, word.length) / 3 && (best === void 0 || d < best.distance))
				best = { value, distance: d };
		}
	}
	return best?.value;
}
function stageKey(text) {
	return normalizeText(text).replace(/[\s-]/g, "");
}
var STAGE_INDEX = new Map(
	Object.entries(STAGE_WORDS).flatMap(
		([stage, words]) => words.map((word) => [stageKey(word), stage])
	)
);
function stageFromText(text) {
	return STAGE_INDEX.get(stageKey(text));
}

function unreadableCode(value, bad) {
	if (isDateValue(value)) return "date-in-cell";
	return isSheetError(value) ? "sheet-error" : bad;
}
function isUnmarked(cell) {
	return cell === false || cell === 0 || isEmptyCell(cell);
}
function numberOf(value) {
	if (typeof value === "number") return Number.isFinite(value) ? value : void 0;
	if (typeof value !== "string") return void 0;
	const text = value.trim().replace(/^[−–]/, "-").replace(",", ".");
	return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : void 0;
}
function readSeat(value) {
	return typeof value === "number" && isWhole(value, 1, TABLE_SIZE) ? value : seatOf(value);
}
function seatOf(value) {
	return isEmptyCell(value) ? null : wholeNumber(value, 1, TABLE_SIZE);
}
function readYesNo(value) {
	return value === true || value === false ? value : yesNoOf(value);
}
function yesNoOf(value) {
	if (value === 1 || value === 0) return value === 1;
	if (isEmptyCell(value)) return false;
	return typeof value === "string" ? yesNoFromText(value) : void 0;
}
function readCount(value) {
	return typeof value === "number" && isWhole(value, 0, MAX_COUNT) ? value : countOf(value);
}
function countOf(value) {
	if (value === true || value === false) return value ? 1 : 0;
	if (isEmptyCell(value)) return 0;
	const yes = typeof value === "string" ? yesNoFromText(value) : void 0;
	if (yes !== void 0) return yes ? 1 : 0;
	return wholeNumber(value, 0, MAX_COUNT);
}
function readExtra(value) {
	return value === "" || value === 0 ? 0 : extraOf(value);
}
function extraOf(value) {
	if (isEmptyCell(value)) return 0;
	const n = numberOf(value);
	return n === void 0 ? void 0 : extraPointsOf(n);
}
function readBestMove(value) {
	return value === "" || value === false ? null : bestMoveOf(value);
}
function bestMoveOf(value) {
	if (isEmptyCell(value)) return null;
	if (typeof value === "number") return countMove(value) ?? bestMoveOf(String(value));
	if (typeof value !== "string") return void 0;
	const seats = splitBestMove(typedText(value));
	if (seats === null) return void 0;
	if (seats.length === 1) return countMove(seats[0] ?? -1);
	const inRange2 = seats.every((seat) => seat >= 1 && seat <= TABLE_SIZE);
	if (seats.length > 3 || !inRange2 || new Set(seats).size !== seats.length) return void 0;
	return { kind: "seats", seats };
}
function readStage(value) {
	return value === "" ? "main" : stageOf(value);
}
function stageOf(value) {
	if (isEmptyCell(value)) return "main";
	return typeof value === "string" ? stageFromText(value) : void 0;
}
function readPlayer(value, dayOf) {
	const name = typedText(value, dayOf).normalize("NFC");
	return { name, key: playerKey(value, dayOf), error: isSheetError(value) };
}
var WordReader = class {
	constructor(dayOf = noonUtcDay) {
		this.dayOf = dayOf;
		this.roles = new Map();
		this.winners = new Map();
		this.players = new Map();
		this.bestMoves = new Map();
		this.names = new Map();
	}
	role(value) {
		if (typeof value !== "string") return isEmptyCell(value) ? null : void 0;
		return this.roles.get(value) ?? this.read(this.roles, value, roleFromText);
	}
	winner(value) {
		if (typeof value !== "string") return resultOf(value);
		return this.winners.get(value) ?? this.read(this.winners, value, winnerFromText);
	}
	bestMove(value) {
		if (typeof value !== "string" || value === "") return readBestMove(value);
		const known = this.bestMoves.get(value);
		if (known !== void 0) return known;
		const move = readBestMove(value);
		if (move !== void 0) this.bestMoves.set(value, move);
		return move;
	}
	read(memory, text, fromText) {
		if (isEmptyCell(text)) return null;
		const word = fromText(text);
		if (word !== void 0) memory.set(text, word);
		return word;
	}
	player(value) {
		if (typeof value !== "string") return this.newPlayer(value);
		return this.players.get(value) ?? remember(this.players, value, this.newPlayer(value));
	}
	newPlayer(value) {
		const cell = readPlayer(value, this.dayOf);
		if (cell.key !== "" && !this.names.has(cell.key)) this.names.set(cell.key, cell.name);
		return cell;
	}
};
function resultOf(value) {
	if (value === true || value === 1) return "won";
	if (value === false || value === 0) return "lost";
	return isEmptyCell(value) ? null : void 0;
}
function winnerFromText(text) {
	return sideFromText(text) ?? resultFromText(text);
}
function remember(memory, text, value) {
	memory.set(text, value);
	return value;
}
var COUNT_MOVES = [0, 1, 2, 3].map((count) => ({ kind: "count", count }));
function countMove(count) {
	return Number.isInteger(count) ? COUNT_MOVES[count] : void 0;
}
function wholeNumber(value, min, max) {
	const n = numberOf(value);
	return n !== void 0 && isWhole(n, min, max) ? n : void 0;
}
function isWhole(n, min, max) {
	return Number.isInteger(n) && n >= min && n <= max;
}
function splitBestMove(text) {
	const trimmed = text.trim();
	if (/^[-.\u2010-\u2015]/.test(trimmed)) return null;
	const parts2 = trimmed.split(/[\s,;/.\-\u2010-\u2015]+/).filter((part) => part !== "");
	if (parts2.length === 0 || !parts2.every((part) => /^\d+$/.test(part))) return null;
	const only = parts2.length === 1 ? parts2[0] ?? "" : "";
	if (/^[1-9]{2,3}$/.test(only)) return [...only].map(Number);
	return parts2.map(Number);
}
function readTournament(cell, dayOf) {
	if (isEmptyCell(cell) || isSheetError(cell)) return NO_TOURNAMENT;
	const name = typedText(cell, dayOf);
	return { name, key: playerKey(name, dayOf) };
}
var NO_TOURNAMENT = { name: "", key: "" };
function readWeight(cell) {
	if (isEmptyCell(cell)) return null;
	const n = numberOf(cell);
	return n !== void 0 && n > 0 && n <= MAX_TOURNAMENT_WEIGHT ? n : void 0;
}

var MAX_LISTED = 50;
var MAX_CELL_ISSUES = 5e3;
var MAX_GAME_ISSUES = 5e3;
var GAME_OWN_ROOM = 10;
function listsCellProblem(inGame, inTable) {
	return inGame < MAX_LISTED && (inTable < MAX_CELL_ISSUES || inGame === 0);
}
function gameProblemLimit(listedBefore) {
	return listedBefore < MAX_GAME_ISSUES ? MAX_LISTED : 1;
}
function cellProblemsShown(limit) {
	return Math.max(1, limit - GAME_OWN_ROOM);
}
function listsStray(listed) {
	return listed < MAX_LISTED;
}

function startsOtherTournament(cell, runCell, game) {
	return cell !== runCell && !isEmptyCell(cell) && game.rows.length >= TABLE_SIZE;
}
function gameOf(games, idCell, current2, dayOf, place) {
	const key = gameKey(idCell, dayOf, place);
	if (current2 !== null && current2.key === key) return current2;
	const known = games.get(key);
	if (known !== void 0) return known;
	const label = typedText(idCell, dayOf);
	const { table: table2, round } = place?.table === void 0 ? NOWHERE : placeTexts(place, dayOf);
	const season = place?.tournament === void 0 ? void 0 : readTournament(place.tournament, dayOf);
	const game = {
		key,
		label,
		table: table2,
		round,
		tournament: season?.name,
		tournamentKey: season?.key,
		rows: [],
		cellProblems: 0,
		badCells: 0,
		cellIssues: []
	};
	games.set(key, game);
	return game;
}
var NOWHERE = {};
function placeTexts(place, dayOf) {
	const table2 = typedText(place.table, dayOf);
	const round = typedText(place.round, dayOf);
	if (table2 === "") return {};
	return round === "" ? { table: table2 } : { table: table2, round };
}
function whereOf(game) {
	const { label, table: table2, round, tournament } = game;
	const named = tournament === void 0 || tournament === "" ? {} : { tournament };
	if (table2 === void 0) return { game: label, ...named };
	return round === void 0 ? { game: label, table: table2, ...named } : { game: label, round, table: table2, ...named };
}

var MARK_FIELDS = FIELDS.filter(
	(field) => !REQUIRED_FIELDS.includes(field) && field !== "team"
);
function isBlankRow(cells, columns) {
	if (NAMING_FIELDS.some((field) => !isEmptyCell(cellAt(cells, columns[field])))) return false;
	return UNMARKED_FIELDS.every((field) => isNo(cellAt(cells, columns[field])));
}
var UNMARKED_FIELDS = [...MARK_FIELDS, "winner"];
var NAMING_FIELDS = REQUIRED_FIELDS.filter((field) => field !== "winner");
function isNo(value) {
	return isUnmarked(value) || typeof value === "string" && yesNoFromText(value) === false;
}
function cellAt(cells, column2) {
	return column2 < 0 ? "" : cells[column2];
}

function textBeyond(cells, width, longest, dayOf) {
	const texts2 = [];
	for (let column2 = width; column2 < cells.length; column2++) {
		const cell = cells[column2];
		if (!isEmptyCell(cell)) texts2.push(cellText(cell, dayOf));
	}
	if (texts2.length > 0) return texts2.join(", ");
	return cells.length > longest ? "" : null;
}
function usualLength(values2) {
	const counts = new Map();
	let usual = 0;
	let most = 0;
	for (let index = 1; index < values2.length; index++) {
		const length = values2[index]?.length ?? 0;
		const count = (counts.get(length) ?? 0) + 1;
		counts.set(length, count);
		if (count > most) [usual, most] = [length, count];
	}
	return Math.max(values2[0]?.length ?? 0, usual);
}

var BAD_VALUE = {
	seat: "bad-seat",
	role: "bad-role",
	winner: "bad-winner",
	firstKilled: "bad-yes-no",
	bestMove: "bad-best-move",
	correct: "bad-count",
	bestPlayer: "bad-yes-no",
	remarks: "bad-count",
	removed: "bad-yes-no",
	extra: "bad-extra",
	stage: "bad-stage"
};
function readRows(values2, layout, rowNumber, dayOf = noonUtcDay) {
	const { columns, season } = layout;
	const words = new WordReader(dayOf);
	const reading2 = { columns, season, words, dayOf, listedCells: 0 };
	const kinds = new Array(values2.length);
	const strays = [];
	let strayCount = 0;
	const games = new Map();
	let game = null;
	let gameCell = void 0;
	const { round, table: table2 } = layout.place;
	const { tournament } = season;
	let roundCell = void 0;
	let tableCell = void 0;
	let tournamentCell = void 0;
	const first = layout.hasHeader ? 1 : 0;
	const { width } = layout;
	const longest = layout.hasHeader ? usualLength(values2) : Number.POSITIVE_INFINITY;
	if (first === 1 && values2.length > 0) kinds[0] = "header";
	for (let index = first; index < values2.length; index++) {
		const cells = values2[index] ?? [];
		const idCell = cellAt(cells, columns.game);
		const beyond = cells.length > width ? textBeyond(cells, width, longest, dayOf) : null;
		if (isEmptyCell(idCell) || isSheetError(idCell)) {
			if (beyond !== null && beyond !== "") {
				kinds[index] = "stray";
				const issue2 = { code: "extra-cells", row: rowNumber(index), value: beyond };
				if (listsStray(strayCount)) strays.push({ index, issue: issue2 });
				strayCount++;
			} else if (isBlankRow(cells, columns)) {
				kinds[index] = "blank";
			} else {
				kinds[index] = "stray";
				if (listsStray(strayCount))
					strays.push({ index, issue: strayIssue(idCell, rowNumber(index)) });
				strayCount++;
			}
			continue;
		}
		if (table2 < 0 && tournament < 0) {
			if (game === null || idCell !== gameCell) {
				game = gameOf(games, idCell, game, dayOf);
				gameCell = idCell;
			}
		} else if (game === null || idCell !== gameCell || cellAt(cells, table2) !== tableCell || cellAt(cells, round) !== roundCell || startsOtherTournament(cellAt(cells, tournament), tournamentCell, game)) {
			gameCell = idCell;
			[tableCell, roundCell] = [cellAt(cells, table2), cellAt(cells, round)];
			tournamentCell = cellAt(cells, tournament);
			const place = {
				...table2 < 0 ? {} : { round: roundCell, table: tableCell },
				...tournament < 0 ? {} : { tournament: tournamentCell }
			};
			game = gameOf(games, idCell, game, dayOf, place);
		}
		kinds[index] = "seat";
		const row3 = rowNumber(index);
		if (beyond !== null) {
			addCellProblem({ code: "extra-cells", ...whereOf(game), row: row3, value: beyond }, game, reading2);
		}
		game.rows.push(readSeatRow(cells, index, row3, game, reading2, beyond !== null));
	}
	return { kinds, games: [...games.values()], names: reading2.words.names, strays, strayCount };
}
var READERS = {
	seat: readSeat,
	role: (cell, words) => words.role(cell),
	winner: (cell, words) => words.winner(cell),
	firstKilled: readYesNo,
	bestMove: (cell, words) => words.bestMove(cell),
	correct: readCount,
	bestPlayer: readYesNo,
	remarks: readCount,
	removed: readYesNo,
	extra: readExtra,
	stage: readStage
};
function readSeatRow(cells, index, row3, game, reading2, shifted) {
	const { columns, words } = reading2;
	const player = words.player(cellAt(cells, columns.player));
	const seat = READERS.seat(cellAt(cells, columns.seat), words);
	const role = READERS.role(cellAt(cells, columns.role), words);
	const winner = READERS.winner(cellAt(cells, columns.winner), words);
	const firstKilled = READERS.firstKilled(cellAt(cells, columns.firstKilled), words);
	const bestMove = READERS.bestMove(cellAt(cells, columns.bestMove), words);
	const correct = READERS.correct(cellAt(cells, columns.correct), words);
	const bestPlayer = READERS.bestPlayer(cellAt(cells, columns.bestPlayer), words);
	const remarks = READERS.remarks(cellAt(cells, columns.remarks), words);
	const removed = READERS.removed(cellAt(cells, columns.removed), words);
	const extra = READERS.extra(cellAt(cells, columns.extra), words);
	const stage = READERS.stage(cellAt(cells, columns.stage), words);
	const team = columns.team < 0 ? "" : teamText(cells[columns.team], reading2.dayOf);
	const { tournament, weight } = reading2.season;
	const named = tournament < 0 ? NO_TOURNAMENT2 : readTournament(cells[tournament], reading2.dayOf);
	if (game.tournament === "" && named.name !== "") game.tournament = named.name;
	const weighed = weight < 0 ? null : readWeight(cells[weight]);
	if (weighed === void 0 && !shifted) {
		const value = cellText(cells[weight], reading2.dayOf);
		addCellProblem({ code: "bad-weight", value, ...whereOf(game), row: row3 }, game, reading2);
	}
	if (shifted) {
	} else if (player.key === "" || seat === void 0 || role == null || winner === void 0 || firstKilled === void 0 || bestMove === void 0 || correct === void 0 || bestPlayer === void 0 || remarks === void 0 || removed === void 0 || extra === void 0 || stage === void 0) {
		addRowProblems(cells, row3, game, reading2);
	}
	return {
		index,
		row: row3,
		seat: seat ?? null,
		player: player.name,
		playerKey: player.key,
		role: role ?? null,
		winner: winner === void 0 ? "unreadable" : winner,
		firstKilled: firstKilled ?? false,
		bestMove: bestMove ?? null,
		correct: correct ?? 0,
		bestPlayer: bestPlayer ?? false,
		remarks: remarks ?? 0,
		removed: removed ?? false,
		extra: extra ?? 0,
		stage: stage ?? null,
		team,
		tournament: named.name,
		tournamentKey: named.key,
		weight: weighed === void 0 ? "unreadable" : weighed
	};
}
var NO_TOURNAMENT2 = { name: "", key: "" };
function teamText(cell, dayOf) {
	return isEmptyCell(cell) || isSheetError(cell) ? "" : typedText(cell, dayOf);
}
function addRowProblems(cells, row3, game, reading2) {
	const { columns, words } = reading2;
	const at = { ...whereOf(game), row: row3 };
	for (const field of FIELDS) {
		if (field === "game" || field === "team") continue;
		const cell = cellAt(cells, columns[field]);
		if (field === "player") {
			const player = words.player(cell);
			if (player.error) {
				addCellProblem({ code: "sheet-error", value: player.name, ...at, field }, game, reading2);
			} else if (player.key === "") {
				addCellProblem({ code: "no-player", ...at, field }, game, reading2);
			}
			continue;
		}
		const value = READERS[field](cell, words);
		if (value === void 0) {
			const code = unreadableCode(cell, BAD_VALUE[field]);
			const text = cellText(cell, reading2.dayOf);
			addCellProblem(withNearest({ code, value: text, ...at, field }), game, reading2);
		} else if (field === "role" && value === null) {
			addCellProblem({ code: "no-role", ...at, field }, game, reading2);
		}
	}
}
function addCellProblem(issue2, game, reading2) {
	game.cellProblems++;
	if (issue2.code !== "no-player" && issue2.code !== "no-role") game.badCells++;
	if (!listsCellProblem(game.cellIssues.length, reading2.listedCells)) return;
	reading2.listedCells++;
	game.cellIssues.push(issue2);
}
function withNearest(issue2) {
	if (issue2.code === "bad-role") {
		const nearest = nearestWord(issue2.value, ROLE_WORDS);
		return nearest === void 0 ? issue2 : { ...issue2, nearest };
	}
	if (issue2.code === "bad-winner") {
		const nearest = nearestWord(issue2.value, SIDE_WORDS);
		return nearest === void 0 ? issue2 : { ...issue2, nearest };
	}
	return issue2;
}
function strayIssue(idCell, row3) {
	return isSheetError(idCell) ? { code: "sheet-error", row: row3, field: "game", value: cellText(idCell) } : { code: "no-game", row: row3, field: "game" };
}
function withoutFinal(rows) {
	const isFinal = (game) => game.rows.every((row3) => row3.stage === "final");
	const hidden = rows.games.filter(isFinal);
	if (hidden.length === 0) return rows;
	const kinds = [...rows.kinds];
	for (const game of hidden) for (const row3 of game.rows) kinds[row3.index] = "blank";
	return { ...rows, kinds, games: rows.games.filter((game) => !isFinal(game)) };
}

var SEAT_NUMBERS = Array.from({ length: TABLE_SIZE }, (_, i) => i + 1);
var ProblemList = class {
	constructor(limit) {
		this.limit = limit;
		this.issues = [];
		this.unlisted = 0;
	}
	add(issue2) {
		if (this.issues.length < this.limit) this.issues.push(issue2);
		else this.unlisted++;
	}
};
function gameProblems(read, t, limit, season) {
	const { rows, cellProblems, cellIssues } = read;
	const at = whereOf(read);
	const list2 = new ProblemList(limit);
	const rowsWhere2 = (test) => rows.filter(test).slice(0, MAX_LISTED).map((row3) => row3.row);
	if (cellProblems > 0) {
		const listed = cellIssues.slice(0, cellProblemsShown(limit));
		list2.issues.push(...listed);
		list2.unlisted += cellProblems - listed.length;
	}
	if (t.red && t.black && t.resultRows === null) {
		const written = rowsWhere2((row3) => row3.winner !== null);
		list2.add({ code: "winner-conflict", ...at, field: "winner", rows: written });
	}
	if (t.resultRows !== null) {
		const against = t.resultRows.slice(0, MAX_LISTED).map((row3) => row3.row);
		list2.add({
			code: "result-conflict",
			...at,
			field: "winner",
			rows: against.sort((a, b) => a - b),
			winner: t.resultWinner
		});
	}
	if (t.stagesDiffer) {
		const stages = STAGES.flatMap((stage) => {
			const at2 = rowsWhere2((row3) => row3.stage === stage);
			return at2.length > 0 ? [{ stage, rows: at2 }] : [];
		});
		list2.add({ code: "stage-conflict", ...at, field: "stage", stages });
	}
	if (rows.length !== TABLE_SIZE) {
		list2.add({ code: "row-count", ...at, count: rows.length, expected: TABLE_SIZE });
	}
	if (t.seatTwice) {
		for (const seat of SEAT_NUMBERS) {
			if ((t.seats[seat] ?? 0) < 2) continue;
			const seated = rowsWhere2((row3) => row3.seat === seat);
			list2.add({ code: "seat-twice", ...at, field: "seat", seat, rows: seated });
		}
	}
	if (t.seatMissing && !cellIssues.some((issue2) => issue2.field === "seat")) {
		const missing = SEAT_NUMBERS.filter((seat) => t.seats[seat] === 0);
		list2.add({ code: "seat-missing", ...at, field: "seat", seats: missing });
	}
	if (t.samePlayer) {
		const named = rows.filter((row3) => row3.playerKey !== "");
		for (const same of groupBy(named, (row3) => row3.playerKey).values()) {
			if (same.length < 2) continue;
			const name = same[0]?.player ?? "";
			list2.add({
				code: "player-twice",
				...at,
				field: "player",
				name,
				rows: same.map((row3) => row3.row)
			});
		}
	}
	if (t.rolesWrong) {
		for (const role of ROLES) {
			const count = t.roles[role];
			const expected = ROLE_COUNTS[role];
			if (count === expected) continue;
			const issue2 = { code: "role-count", ...at, field: "role", role, count, expected };
			list2.add(
				count > expected ? { ...issue2, rows: rowsWhere2((row3) => row3.role === role) } : issue2
			);
		}
	}
	if (t.killed > 1) {
		const killed = rowsWhere2((row3) => row3.firstKilled);
		list2.add({ code: "first-killed-many", ...at, field: "firstKilled", rows: killed });
	}
	if (t.bestMoveWrong) {
		const unread = new Set(cellIssues.map((issue2) => issue2.row));
		for (const row3 of rows) {
			if (unread.has(row3.row)) continue;
			const code = bestMoveProblem(row3);
			if (code !== null) list2.add({ code, ...at, row: row3.row, field: "bestMove" });
		}
	}
	for (const issue2 of season) list2.add(issue2);
	return { issues: list2.issues, unlisted: list2.unlisted };
}
function groupBy(items, key) {
	const groups = new Map();
	for (const item of items) {
		const k = key(item);
		const group = groups.get(k);
		if (group) group.push(item);
		else groups.set(k, [item]);
	}
	return groups;
}

var NONE = [];
function rowsWhere(rows, test) {
	const found = [];
	for (const row3 of rows) {
		if (found.length >= MAX_LISTED) break;
		if (test(row3)) found.push(row3.row);
	}
	return found;
}
function tournamentProblems(game) {
	if (game.tournamentKey === void 0) return NONE;
	const { rows } = game;
	const issues = [];
	if (rows.some((row3) => row3.tournamentKey === "")) {
		const blank2 = rowsWhere(rows, (row3) => row3.tournamentKey === "");
		issues.push({ code: "no-tournament", ...whereOf(game), rows: blank2 });
	}
	const named = new Map();
	for (const row3 of rows)
		if (row3.tournamentKey !== "") named.set(row3.tournamentKey, row3.tournament);
	if (named.size > 1) {
		const tournaments = [...named].map(([key, name]) => ({
			name,
			rows: rowsWhere(rows, (row3) => row3.tournamentKey === key)
		}));
		issues.push({ code: "tournament-conflict", ...whereOf(game), tournaments });
	}
	return issues;
}
function seasonTournaments(games) {
	const found = new Map();
	for (const game of games) {
		if (game.tournamentKey === void 0) continue;
		for (const row3 of game.rows) {
			if (row3.tournamentKey === "" || row3.weight === "unreadable") continue;
			let tournament = found.get(row3.tournamentKey);
			if (tournament === void 0) {
				tournament = { name: row3.tournament, weights: new Map() };
				found.set(row3.tournamentKey, tournament);
			}
			const weight = row3.weight ?? 1;
			const rows = tournament.weights.get(weight);
			if (rows === void 0) tournament.weights.set(weight, [row3.row]);
			else if (rows.length < MAX_LISTED) rows.push(row3.row);
		}
	}
	const tournaments = [];
	const weightConflicts = new Map();
	for (const [key, { name, weights }] of found) {
		tournaments.push({ key, name, weight: weights.keys().next().value ?? 1 });
		if (weights.size > 1) {
			const given = [...weights].map(([weight, rows]) => ({ weight, rows }));
			weightConflicts.set(key, { code: "weight-conflict", tournament: name, weights: given });
		}
	}
	return { tournaments, weightConflicts };
}

var NO_ISSUES = [];
function isBadCell(issue2) {
	return issue2.code !== "no-player" && issue2.code !== "no-role";
}
function judgeGame(game, listedBefore = 0, perTable = false) {
	const t = tally(game.rows);
	const stage = t.stage ?? "main";
	if (!t.winnerWritten) {
		if (game.badCells === 0)
			return { status: "in-progress", winner: null, stage, issues: NO_ISSUES, unlisted: 0 };
		const limit = cellProblemsShown(gameProblemLimit(listedBefore));
		const issues2 = game.cellIssues.filter(isBadCell).slice(0, limit);
		return {
			status: "invalid",
			winner: null,
			stage,
			issues: issues2,
			unlisted: game.badCells - issues2.length
		};
	}
	const winner = t.red === t.black ? null : t.red ? "red" : "black";
	const season = tournamentProblems(game);
	if (winner !== null && isFlawless(game, t) && season.length === 0) {
		return { status: "finished", winner, stage, issues: NO_ISSUES, unlisted: 0 };
	}
	if (sharesId(game, t)) {
		const count = game.rows.length;
		const issues2 = [{ code: "games-share-id", ...whereOf(game), count, perTable }];
		return { status: "invalid", winner, stage, issues: issues2, unlisted: 0 };
	}
	const { issues, unlisted } = gameProblems(game, t, gameProblemLimit(listedBefore), season);
	return { status: "invalid", winner, stage, issues, unlisted };
}
function sharesId(game, t) {
	if (game.rows.length <= TABLE_SIZE) return false;
	let repeated = 0;
	for (let seat = 1; seat <= TABLE_SIZE; seat++) if ((t.seats[seat] ?? 0) > 1) repeated++;
	return repeated >= TABLE_SIZE / 2;
}
function isFlawless(game, t) {
	return game.cellProblems === 0 && !(t.red && t.black) && t.resultRows === null && !t.stagesDiffer && game.rows.length === TABLE_SIZE && !t.seatTwice && !t.seatMissing && !t.samePlayer && !t.rolesWrong && t.killed <= 1 && !t.bestMoveWrong;
}

var CYRILLIC_OF = {
	a: "а",
	b: "в",
	c: "с",
	e: "е",
	h: "н",
	k: "к",
	m: "м",
	o: "о",
	p: "р",
	t: "т",
	x: "х",
	y: "у"
};
var LATIN = /[a-z]/;
var CYRILLIC = /[а-я]/;
function lookAlikeWarnings(names2, games) {
	const warnings = [];
	for (const [key, name] of names2) {
		if (!LATIN.test(key) || !CYRILLIC.test(key)) continue;
		const latin = [...new Set([...key].filter((ch) => CYRILLIC_OF[ch] !== void 0))];
		if (latin.length === 0) continue;
		const other = names2.get([...key].map((ch) => CYRILLIC_OF[ch] ?? ch).join(""));
		if (other === void 0) continue;
		warnings.push({ code: "look-alike-name", ...firstRow(key, games), name, other, latin });
	}
	return warnings;
}
function firstRow(key, games) {
	let first = null;
	for (const game of games) {
		const row3 = game.rows.find((r) => r.playerKey === key);
		if (row3 !== void 0 && (first === null || row3.row < first.row))
			first = { game, row: row3.row };
	}
	return first === null ? {} : { ...whereOf(first.game), row: first.row, field: "player" };
}

var STAGE_DEFAULTS = {
	semiWeight: 1,
	finalWeight: 1,
	ciInFinal: "separately",
	finalistsFirst: true,
	finalists: 10,
	minGames: 0,
	rankBy: "total",
	hideFinal: false,
	ratingKWin: 16,
	ratingKLoss: 12,
	awardsBy: "points",
	awardsMinGames: 1,
	teamBest: 0,
	seriesPoints: "field",
	seriesBest: 0,
	seriesMinimum: 0
};
var CLUB_SYSTEM = {
	preset: "club",
	civilianWin: 3,
	sheriffWin: 4,
	mafiaWin: 4,
	donWin: 5,
	civilianLoss: 0,
	sheriffLoss: -1,
	mafiaLoss: 0,
	donLoss: -1,
	sheriffKilledFirstNightLoss: 0,
	bestMove2: 1,
	bestMove3: 2,
	bestMoveEarnedBy: "civilian",
	perCorrectPick: 1,
	bestPlayer: 2,
	perRemark: -0.5,
	removed: -1,
	perGame: 0,
	compensation: 0,
	tieBreaks: ["wins", "losses", "bestPlayer", "donWins", "sheriffWins", "mafiaWins", "firstKilled"],
	...STAGE_DEFAULTS
};
var FIIM_SYSTEM = {
	preset: "fiim",
	civilianWin: 1,
	sheriffWin: 1,
	mafiaWin: 1,
	donWin: 1,
	civilianLoss: 0,
	sheriffLoss: 0,
	mafiaLoss: 0,
	donLoss: 0,
	sheriffKilledFirstNightLoss: 0,
	bestMove2: 0.5,
	bestMove3: 0.7,
	bestMoveEarnedBy: "red",
	perCorrectPick: 0,
	bestPlayer: 0,
	perRemark: 0,
	removed: -0.5,
	perGame: 0.3,
	compensation: 0.5,
	tieBreaks: ["bonus", "wins", "sheriffDonWins", "firstKilled"],
	...STAGE_DEFAULTS
};
var PRESETS = {
	club: CLUB_SYSTEM,
	fiim: FIIM_SYSTEM
};
var PRESET_NAMES = {
	club: { ru: "Клуб", en: "Club" },
	fiim: { ru: "ФИИМ", en: "FIIM" }
};
function hasCompensation(system) {
	return system.compensation > 0;
}
var TIE_BREAKS = {
	wins: { ru: "победы", en: "wins", better: "more" },
	losses: { ru: "поражения", en: "losses", better: "fewer" },
	bestPlayer: { ru: "лучший игрок", en: "best player", better: "more" },
	donWins: { ru: "победы доном", en: "don wins", better: "more" },
	sheriffWins: { ru: "победы шерифом", en: "sheriff wins", better: "more" },
	mafiaWins: { ru: "победы мафией", en: "mafia wins", better: "more" },
	civilianWins: { ru: "победы мирным", en: "civilian wins", better: "more" },
	sheriffDonWins: { ru: "победы шерифом и доном", en: "sheriff and don wins", better: "more" },
	firstKilled: { ru: "убит в первую ночь", en: "killed first night", better: "more" },
	bonus: { ru: "доп. баллы", en: "bonus points", better: "more" },
	ci: { ru: "ci", en: "ci", better: "more" }
};
var BEST_MOVE_EARNERS = {
	civilian: ["civilian"],
	red: rolesOf("red")
};
var CI_IN_FINAL_WORDS = {
	separately: { ru: "отдельно", en: "separately" },
	together: { ru: "вместе", en: "together" },
	no: { ru: "нет", en: "no" }
};
var RANK_BY_WORDS = {
	total: { ru: "сумме", en: "total" },
	average: { ru: "среднему", en: "average" }
};
var AWARDS_BY_WORDS = {
	points: { ru: "очкам", en: "points" },
	bonus: { ru: "допам", en: "bonus" }
};
var BEST_MOVE_EARNER_WORDS = {
	civilian: { ru: "мирный", en: "civilian" },
	red: { ru: "красные", en: "red" }
};

function stageWeight(system, stage) {
	return stage === "final" ? system.finalWeight : stage === "semi" ? system.semiWeight : 1;
}
var Scorer = class {
	constructor(system, ci) {
		this.system = system;
		this.ci = ci;
		this.outcomes = outcomeTable(system);
	}
	score(game) {
		const weight = stageWeight(this.system, game.stage);
		const ci = this.ci === null ? NO_CI : this.ci.ofGame(game);
		return game.rows.map((row3, i) => {
			const rolePoints = outcomeOf(this.outcomes, row3, game.winner);
			const points = (seatPoints(this.system, row3, game.rows, rolePoints) + (ci[i] ?? 0)) * weight;
			const outcome = rolePoints * weight;
			const seatCi = (ci[i] ?? 0) * weight;
			return { row: row3, points, outcome, ci: seatCi, bonus: points - outcome - seatCi };
		});
	}
};
var NO_CI = new Array(TABLE_SIZE).fill(0);
function outcomeTable(system) {
	const outcome = (role) => ({
		win: system[`${role}Win`],
		loss: system[`${role}Loss`],
		lossKilled: role === "sheriff" ? system.sheriffKilledFirstNightLoss : system[`${role}Loss`]
	});
	return {
		civilian: outcome("civilian"),
		sheriff: outcome("sheriff"),
		mafia: outcome("mafia"),
		don: outcome("don")
	};
}
function outcomeOf(table2, row3, winner) {
	if (row3.role === null) return 0;
	const { win: win2, loss: loss2, lossKilled } = table2[row3.role];
	return roleWon(row3.role, winner) ? win2 : row3.firstKilled ? lossKilled : loss2;
}
function seatPoints(system, row3, gameRows, outcome) {
	let points = outcome;
	const role = row3.role;
	if (row3.firstKilled && role !== null && BEST_MOVE_EARNERS[system.bestMoveEarnedBy].includes(role)) {
		const named = blackNamed(row3, gameRows);
		points += named === 3 ? system.bestMove3 : named === 2 ? system.bestMove2 : 0;
	}
	points += row3.correct * system.perCorrectPick + row3.remarks * system.perRemark + system.perGame + row3.extra;
	if (row3.bestPlayer) points += system.bestPlayer;
	if (row3.removed) points += system.removed;
	return points;
}
function blackNamed(row3, gameRows) {
	const move = row3.bestMove;
	if (move === null) return 0;
	if (move.kind === "count") return move.count;
	return gameRows.filter(
		(other) => other.seat !== null && move.seats.includes(other.seat) && other.role !== null && sideOf(other.role) === "black"
	).length;
}
var Compensation = class {
	constructor(c, inFinal) {
		this.c = c;
		this.inFinal = inFinal;
		this.groups = {
			all: new Map(),
			final: new Map()
		};
	}
	count(rows, stage) {
		const group = this.groupOf(stage);
		if (group === null) return;
		const players = this.groups[group];
		for (const row3 of rows) {
			let counts = players.get(row3.playerKey);
			if (counts === void 0) {
				counts = { played: 0, shotRed: 0 };
				players.set(row3.playerKey, counts);
			}
			counts.played++;
			if (isShotRed(row3)) counts.shotRed++;
		}
	}
	ofGame(game) {
		const group = this.groupOf(game.stage);
		if (group === null || game.winner === "red" || !game.rows.some(isShotRed)) return NO_CI;
		return game.rows.map((row3) => {
			if (!isShotRed(row3)) return 0;
			const counts = this.groups[group].get(row3.playerKey);
			const n = counts?.played ?? 0;
			const k = counts?.shotRed ?? 0;
			const r = Math.floor((4 * n + 5) / 10);
			return r === 0 ? this.c : Math.min(this.c, k * this.c / r);
		});
	}
	groupOf(stage) {
		if (stage !== "final" || this.inFinal === "together") return "all";
		return this.inFinal === "separately" ? "final" : null;
	}
};
function isShotRed(row3) {
	return row3.firstKilled && row3.role !== null && sideOf(row3.role) === "red";
}

var VALUE_CODES = new Set([
	"sheet-error",
	"bad-extra",
	"bad-seat",
	"bad-role",
	"bad-winner",
	"bad-yes-no",
	"bad-count",
	"bad-best-move",
	"date-in-cell",
	"bad-stage"
]);
function withHeader(issue2, headers) {
	if (issue2.field === void 0 || issue2.header !== void 0) return issue2;
	const header = headers[issue2.field];
	return header === void 0 ? issue2 : { ...issue2, header };
}
function groupRepeated(issues) {
	const groups = new Map();
	const order = [];
	for (const issue2 of issues) {
		if (!VALUE_CODES.has(issue2.code) || !("value" in issue2) || issue2.row === void 0) {
			order.push(issue2);
			continue;
		}
		const key = `${issue2.code}\0${issue2.field ?? ""}\0${issue2.value}`;
		const group = groups.get(key);
		if (group === void 0) {
			const started = [issue2];
			groups.set(key, started);
			order.push(started);
		} else group.push(issue2);
	}
	let merged = 0;
	const grouped = order.map((entry) => {
		if (!Array.isArray(entry)) return entry;
		const [first] = entry;
		if (entry.length === 1) return first;
		merged += entry.length - 1;
		const sameRows = entry.map((issue2) => issue2.row ?? 0);
		const oneGame = entry.every(
			(issue2) => issue2.game === first.game && issue2.round === first.round && issue2.table === first.table
		);
		if (oneGame) return { ...first, sameRows };
		const { game: _game, round: _round, table: _table, ...rest } = first;
		return { ...rest, sameRows };
	});
	return { issues: grouped, merged };
}

var TIE_TOLERANCE = 1e-9;
function sameFigure(a, b) {
	return Math.abs(a - b) <= TIE_TOLERANCE;
}
function rounded(value) {
	const r = Math.round(value * 1e4) / 1e4;
	return r === 0 ? 0 : r;
}
function percent(a, b) {
	if (b === 0) return "";
	return Math.floor((2e3 * a + b) / (2 * b)) / 10;
}
function ratio(a, b) {
	return b === 0 ? "" : rounded(a / b);
}
function roundedRating(value) {
	const r = Math.round(value * 100) / 100;
	return r === 0 ? 0 : r;
}

var PlayerLines = class {
	constructor(names2) {
		this.names = names2;
		this.totals = new Map();
	}
	add(game) {
		for (const { row: row3, points, ci, bonus } of game.scores) {
			let t = this.totals.get(row3.playerKey);
			if (t === void 0) {
				t = emptyTotals(row3.playerKey, this.names.get(row3.playerKey) ?? row3.player);
				this.totals.set(row3.playerKey, t);
			}
			t.points += points;
			t.ci += ci;
			t.bonus += bonus;
			if (game.stage === "final") {
				t.finalGames++;
				t.finalPoints += points;
			} else if (game.stage === "semi") t.semiPoints += points;
			else t.mainPoints += points;
			addCounts(t, row3, game);
		}
	}
	lines() {
		const lines = [...this.totals.values()];
		for (const t of lines) t.pointsPerGame = t.points / t.games;
		return lines;
	}
};
function addCounts(t, row3, game) {
	t.games++;
	if (row3.bestPlayer) t.bestPlayer++;
	if (row3.firstKilled) t.firstKilled++;
	if (!roleWon(row3.role, game.winner)) {
		t.losses++;
		return;
	}
	t.wins++;
	if (row3.role === "don") t.donWins++;
	else if (row3.role === "sheriff") t.sheriffWins++;
	else if (row3.role === "mafia") t.mafiaWins++;
	else t.civilianWins++;
	if (row3.role === "sheriff" || row3.role === "don") t.sheriffDonWins++;
}
function emptyTotals(key, name) {
	return {
		key,
		name,
		points: 0,
		games: 0,
		wins: 0,
		losses: 0,
		bestPlayer: 0,
		donWins: 0,
		sheriffWins: 0,
		mafiaWins: 0,
		firstKilled: 0,
		civilianWins: 0,
		sheriffDonWins: 0,
		bonus: 0,
		ci: 0,
		finalGames: 0,
		mainPoints: 0,
		semiPoints: 0,
		finalPoints: 0,
		pointsPerGame: 0
	};
}
function compareFigure(a, b, better) {
	if (sameFigure(a, b)) return 0;
	return better === "more" ? b - a : a - b;
}
function rankPlayers(system, players, anyFinal = false) {
	const value = (p) => system.rankBy === "average" ? p.pointsPerGame : p.points;
	const compare = (a, b) => {
		const byValue = compareFigure(value(a), value(b), "more");
		if (byValue !== 0) return byValue;
		for (const key of system.tieBreaks) {
			const diff = compareFigure(a[key], b[key], TIE_BREAKS[key].better);
			if (diff !== 0) return diff;
		}
		return 0;
	};
	const byKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
	const groupOf = (p) => {
		if (system.finalistsFirst && anyFinal && p.finalGames > 0) return "finalists";
		return p.games < system.minGames ? "too-few" : "ranked";
	};
	const standings = [];
	for (const group of GROUPS) {
		const sorted = players.filter((p) => groupOf(p) === group).sort((a, b) => compare(a, b) || byKey(a, b));
		const before = standings.length;
		sorted.forEach((player, index) => {
			const previous = standings[standings.length - 1];
			const shared = index > 0 && previous !== void 0 && compare(previous, player) === 0;
			const place = group === "too-few" ? null : shared ? previous?.place ?? null : before + index + 1;
			standings.push(standingOf(player, place, group));
		});
	}
	return standings;
}
var GROUPS = ["finalists", "ranked", "too-few"];
function standingOf(t, place, group) {
	return {
		key: t.key,
		name: t.name,
		points: t.points,
		games: t.games,
		wins: t.wins,
		losses: t.losses,
		bestPlayer: t.bestPlayer,
		donWins: t.donWins,
		sheriffWins: t.sheriffWins,
		mafiaWins: t.mafiaWins,
		firstKilled: t.firstKilled,
		civilianWins: t.civilianWins,
		sheriffDonWins: t.sheriffDonWins,
		bonus: t.bonus,
		ci: t.ci,
		finalGames: t.finalGames,
		mainPoints: t.mainPoints,
		semiPoints: t.semiPoints,
		finalPoints: t.finalPoints,
		pointsPerGame: t.pointsPerGame,
		place,
		group
	};
}

var HEADER_IGNORED = /[\s.\-\u2010-\u2015?!:*]/g;
function headerKey(text) {
	const normal = normalizeText(text);
	const key = normal.replace(HEADER_IGNORED, "");
	return key === "" ? normal : key;
}
function headerIndex() {
	const index = new Map();
	const fields = Object.keys(HEADERS);
	for (const field of fields) {
		index.set(headerKey(HEADERS[field].ru), { field, lang: "ru" });
		index.set(headerKey(HEADERS[field].en), { field, lang: "en" });
	}
	for (const field of fields) {
		for (const alias of HEADER_ALIASES[field]) {
			const key = headerKey(alias);
			if (!index.has(key)) index.set(key, { field, lang: null });
		}
	}
	return index;
}
var HEADER_INDEX = headerIndex();
var OWN_UNSCORED = new Set(OWN_UNSCORED_HEADERS.map(headerKey));
var UNSCORED = new Set(UNSCORED_HEADERS.map(headerKey));
function sideIndex(headers, aliases) {
	return new Map(
		Object.keys(headers).flatMap(
			(field) => [headers[field].ru, headers[field].en, ...aliases[field]].map(
				(name) => [headerKey(name), field]
			)
		)
	);
}
var PLACE_INDEX = sideIndex(PLACE_HEADERS, PLACE_ALIASES);
var SEASON_INDEX = sideIndex(SEASON_HEADERS, SEASON_ALIASES);
function placeOfHeader(text) {
	return PLACE_INDEX.get(headerKey(text));
}
function seasonOfHeader(text) {
	return SEASON_INDEX.get(headerKey(text));
}
function headerMeaning(text) {
	return recognizeHeader(text)?.field ?? placeOfHeader(text) ?? seasonOfHeader(text) ?? headerKey(text);
}
function unscoredHeader(text) {
	const key = headerKey(text);
	if (OWN_UNSCORED.has(key)) return "own";
	return UNSCORED.has(key) ? "other" : void 0;
}
function recognizeHeader(text) {
	return HEADER_INDEX.get(headerKey(text)) ?? recognizeVariant(text);
}
function recognizeVariant(text) {
	const outside = text.replace(/[([][^)\]]*[)\]]/g, " ");
	const inside = [...text.matchAll(/[([]([^)\]]*)[)\]]/g)].map((match) => match[1] ?? "");
	for (const part of [outside, ...inside]) {
		const key = headerKey(part);
		if (key === "") continue;
		const meaning = HEADER_INDEX.get(key) ?? withoutCountWord(key);
		if (meaning !== void 0) return { field: meaning.field, lang: null };
	}
	return void 0;
}
function withoutCountWord(key) {
	const prefix = COUNT_PREFIXES.find((word) => key.startsWith(word) && key.length > word.length);
	return prefix === void 0 ? void 0 : HEADER_INDEX.get(key.slice(prefix.length));
}
function scoringIdeaOf(text) {
	const words = normalizeText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
	const letters = words.join("");
	const holds = (stem) => stem.length === 2 ? words.includes(stem) : stem.length === 3 ? words.some((word) => word.startsWith(stem)) : letters.includes(stem);
	const ideas = Object.keys(SCORING_STEMS);
	return ideas.find((idea) => SCORING_STEMS[idea].some(holds));
}
function looksLikeColumn(text, field) {
	const header = letterKey(text);
	return columnNames(field).some((name) => {
		const common = commonPrefix(header, name);
		return common >= 5 || common >= 4 && common === Math.min(header.length, name.length);
	});
}
function nearestHeader(field, headers) {
	let best;
	for (const header of headers) {
		const key = letterKey(header);
		for (const name of columnNames(field)) {
			const distance = Math.min(
				editDistance(key, name),
				key.includes(name) && name.length >= 4 ? 1 : Number.POSITIVE_INFINITY
			);
			if (distance <= Math.max(2, name.length / 2) && (best === void 0 || distance < best.distance))
				best = { header, distance };
		}
	}
	return best?.header;
}
function letterKey(text) {
	return headerKey(text).replace(/[^\p{L}\p{N}]/gu, "");
}
function commonPrefix(a, b) {
	let n = 0;
	while (n < a.length && n < b.length && a[n] === b[n]) n++;
	return n;
}
function columnNames(field) {
	columnNamesMade ?? (columnNamesMade = new Map(
		Object.keys(HEADERS).map((f) => [
			f,
			[HEADERS[f].ru, HEADERS[f].en, ...HEADER_ALIASES[f]].map(letterKey)
		])
	));
	return columnNamesMade.get(field) ?? [];
}
var columnNamesMade;

var TableError = class extends Error {
	constructor(issues, lang) {
		super(issues.map((issue2) => issue2.code).join(", "));
		this.issues = issues;
		this.lang = lang;
		this.name = "TableError";
	}
};
function findLayout(values2, forced) {
	const first = values2[0] ?? [];
	const columns = Object.fromEntries(FIELDS.map((field) => [field, -1]));
	const headers = {};
	let ru3 = 0;
	let en3 = 0;
	let recognized = 0;
	let width = 0;
	const unknown = [];
	const unscored = [];
	const twice = [];
	const place = { round: -1, table: -1 };
	const season = { tournament: -1, weight: -1 };
	first.forEach((cell, index) => {
		if (isEmptyCell(cell)) return;
		width = index + 1;
		const header = typeof cell === "string" ? recognizeHeader(cell) : void 0;
		if (header === void 0) {
			const placed = typeof cell === "string" ? placeOfHeader(cell) : void 0;
			const seasonal = typeof cell === "string" ? seasonOfHeader(cell) : void 0;
			if (placed !== void 0 && place[placed] === -1) place[placed] = index;
			else if (seasonal !== void 0 && season[seasonal] === -1) season[seasonal] = index;
			else {
				const text = cellText(cell);
				const kind2 = unscoredHeader(text);
				if (kind2 === void 0) unknown.push(text);
				else if (kind2 === "other") unscored.push(text);
			}
			return;
		}
		if (columns[header.field] !== -1) {
			const firstHeader = cellText(first[columns[header.field]]);
			twice.push({
				code: "column-twice",
				value: cellText(cell),
				column: header.field,
				firstHeader
			});
			return;
		}
		columns[header.field] = index;
		if (header.lang === null) headers[header.field] = cellText(cell);
		recognized++;
		if (header.lang === "ru") ru3++;
		if (header.lang === "en") en3++;
	});
	const lang = forced ?? (en3 > ru3 ? "en" : "ru");
	if (recognized >= 2) {
		if (GAME_FIELDS.every((field) => columns[field] === -1))
			throw new TableError([notGamesTable(first)], lang);
		if (season.tournament < 0 && season.weight >= 0) {
			unknown.push(cellText(first[season.weight]));
			season.weight = -1;
		}
		const { ignored, problems } = checkHeaders(columns, headers, unknown, lang);
		if (twice.length > 0 || problems.length > 0)
			throw new TableError([...twice, ...problems], lang);
		return {
			lang,
			hasHeader: true,
			headerRecognized: true,
			columns,
			place,
			season,
			ignored,
			unscored,
			headers,
			width
		};
	}
	return positionalLayout(values2, lang, width);
}
var GAME_FIELDS = ["game", "role", "winner"];
function positionalLayout(values2, lang, width) {
	const first = values2[0] ?? [];
	const positional = Object.fromEntries(
		FIELDS.map((field) => [field, POSITIONAL_FIELDS.indexOf(field)])
	);
	const reader = new WordReader();
	const firstIsData = first.length >= REQUIRED_FIELDS.length && !isEmptyCell(first[positional.game]) && !isEmptyCell(first[positional.role]) && reader.role(first[positional.role]) !== void 0 && readSeat(first[positional.seat]) !== void 0;
	const filled = values2.filter((row3) => row3.some((cell) => !isEmptyCell(cell))).length;
	if (!firstIsData && filled >= 2) {
		const gameRow = values2.some(
			(row3) => !isEmptyCell(row3[positional.game]) && typeof readSeat(row3[positional.seat]) === "number"
		);
		if (!gameRow) throw new TableError([notGamesTable(first)], lang);
	}
	return {
		lang,
		hasHeader: !firstIsData,
		headerRecognized: false,
		columns: positional,
		place: { round: -1, table: -1 },
		season: { tournament: -1, weight: -1 },
		ignored: [],
		unscored: [],
		headers: {},
		width: firstIsData ? Number.POSITIVE_INFINITY : Math.max(width, POSITIONAL_FIELDS.length)
	};
}
function notGamesTable(first) {
	const texts2 = first.filter((cell) => !isEmptyCell(cell)).map((cell) => cellText(cell));
	const headers = texts2.slice(0, 6);
	const hasPoints = texts2.some((text) => POINTS_WORDS.has(headerKey(text)));
	const hasPlayer = texts2.some((text) => recognizeHeader(text)?.field === "player");
	const kind2 = texts2.length <= 1 ? "names" : hasPlayer && hasPoints ? "standings" : hasPlayer ? "players" : "other";
	return { code: "not-games-table", headers, kind: kind2 };
}
var POINTS_WORDS = new Set(
	["очки", "баллы", "сумма баллов", "итого", "points", "score", "total"].map(headerKey)
);
function checkHeaders(columns, headers, unknown, lang) {
	const absent = FIELDS.filter((field) => columns[field] === -1);
	const ignored = [];
	const refused = [];
	const named = new Set();
	for (const value of unknown) {
		const idea = absent.find((field) => looksLikeColumn(value, field)) ?? scoringIdeaOf(value);
		if (idea === void 0) {
			ignored.push(value);
		} else if (idea === "penalty") {
			refused.push({ code: "penalty-column", value });
		} else if (columns[idea] === -1) {
			named.add(idea);
			refused.push({ code: "renamed-column", value, column: idea });
		} else {
			const header = headers[idea] ?? HEADERS[idea][lang];
			refused.push({ code: "scoring-header", value, column: idea, header });
		}
	}
	const missing = REQUIRED_FIELDS.filter(
		(field) => columns[field] === -1 && !named.has(field)
	).map((field) => {
		if (ignored.length === 0) return { code: "missing-column", field };
		const nearest = nearestHeader(field, ignored);
		const issue2 = { code: "missing-column", field, unknown: ignored };
		return nearest === void 0 ? issue2 : { ...issue2, nearest };
	});
	return { ignored, problems: [...missing, ...refused] };
}
function tableLang(values2) {
	try {
		return findLayout(values2, void 0).lang;
	} catch (error) {
		if (error instanceof TableError) return error.lang;
		throw error;
	}
}

function evaluate(values2, options = {}) {
	const system = options.system ?? CLUB_SYSTEM;
	const firstRow2 = options.firstRow ?? 1;
	const rowNumbers = options.rowNumbers;
	const rowNumber = (index) => rowNumbers?.[index] ?? index + firstRow2;
	const layout = findLayout(values2, options.lang);
	const read = readRows(values2, layout, rowNumber, options.dayOfDate);
	const rows = system.hideFinal ? withoutFinal(read) : read;
	const ci = hasCompensation(system) ? new Compensation(system.compensation, system.ciInFinal) : null;
	const verdicts = [];
	let listed = 0;
	let unlisted = rows.strayCount - rows.strays.length;
	const perTable = layout.place.table >= 0;
	const { headers } = layout;
	const season = seasonTournaments(rows.games);
	for (const game of rows.games) {
		const judged = judgeGame(game, listed, perTable);
		const conflict = season.weightConflicts.get(game.tournamentKey ?? "");
		const weighed = conflict === void 0 ? judged : withProblem(judged, { ...conflict, ...whereOf(game) });
		const verdict = weighed.issues.length === 0 ? weighed : { ...weighed, issues: weighed.issues.map((issue2) => withHeader(issue2, headers)) };
		listed += verdict.issues.length;
		unlisted += verdict.unlisted;
		if (verdict.status === "finished") ci?.count(game.rows, verdict.stage);
		verdicts.push(verdict);
	}
	const scorer = new Scorer(system, ci);
	const players = new PlayerLines(rows.names);
	const games = rows.games.map((read2, g) => {
		const game = gameOf2(read2, verdicts[g], scorer);
		if (game.status === "finished") players.add(game);
		return game;
	});
	const anyFinal = games.some((game) => game.status === "finished" && game.stage === "final");
	const { issues, merged } = groupRepeated(issuesInTableOrder(rows, games, headers));
	return {
		system,
		layout,
		rowNumber,
		rowKinds: rows.kinds,
		playerNames: rows.names,
		strays: rows.strays,
		games,
		issues,
		problemCount: listed + rows.strays.length + unlisted - merged,
		warnings: [
			...layout.ignored.map((value) => ({ code: "ignored-header", value })),
			...layout.unscored.map((value) => ({ code: "unscored-header", value })),
			...lookAlikeWarnings(rows.names, rows.games).map((warning) => withHeader(warning, headers))
		],
		standings: rankPlayers(system, players.lines(), anyFinal),
		tournaments: season.tournaments
	};
}
function withProblem(verdict, issue2) {
	if (verdict.status === "in-progress") return verdict;
	const { stage, winner, unlisted } = verdict;
	return { status: "invalid", winner, stage, issues: [...verdict.issues, issue2], unlisted };
}
function gameOf2(read, verdict, scorer) {
	const { key, label, rows, cellProblems, badCells, cellIssues, table: table2, round } = read;
	const { tournament, tournamentKey } = read;
	const { status, winner, stage, issues } = verdict;
	if (status !== "finished")
		return {
			key,
			label,
			table: table2,
			round,
			tournament,
			tournamentKey,
			rows,
			cellProblems,
			badCells,
			cellIssues,
			stage,
			issues,
			status,
			winner
		};
	const scores = scorer.score({ rows, winner, stage });
	return {
		key,
		label,
		table: table2,
		round,
		tournament,
		tournamentKey,
		rows,
		cellProblems,
		badCells,
		cellIssues,
		stage,
		issues,
		status,
		winner,
		scores
	};
}
function issuesInTableOrder(rows, games, headers) {
	const anchored = rows.strays.map(({ issue: issue2 }) => ({
		row: issue2.row ?? 0,
		issue: withHeader(issue2, headers)
	}));
	for (const game of games) {
		if (game.status !== "invalid") continue;
		const firstRow2 = game.rows[0]?.row ?? 0;
		for (const issue2 of game.issues) anchored.push({ row: issue2.row ?? firstRow2, issue: issue2 });
	}
	return anchored.sort((a, b) => a.row - b.row).map((a) => a.issue);
}
function pointsByRow(evaluation) {
	const points = new Array(evaluation.rowKinds.length).fill(void 0);
	for (const game of evaluation.games) {
		if (game.status !== "finished") continue;
		for (const score of game.scores) points[score.row.index] = score.points;
	}
	return points;
}

function scoreGameAlone(values2, system, lang) {
	let evaluation;
	try {
		evaluation = evaluate(values2, {
			firstRow: 0,
			lang,
			system: { ...system, compensation: 0, hideFinal: false }
		});
	} catch (error) {
		if (error instanceof TableError) return { ok: false, issues: error.issues };
		throw error;
	}
	const game = evaluation.games[0];
	if (evaluation.issues.length > 0 || evaluation.games.length !== 1 || game?.status !== "finished")
		return { ok: false, issues: evaluation.issues };
	return { ok: true, points: game.scores.map((score) => rounded(score.points)) };
}

function redExpectation(redMean, blackMean) {
	return 1 / (1 + Math.pow(10, (blackMean - redMean) / 400));
}
function ratingChange(side, winner, p, kWin, kLoss) {
	if (side === "red") return winner === "red" ? kWin * (1 - p) : -kLoss * p;
	return winner === "black" ? kWin * p : -kLoss * (1 - p);
}
function rateGames(games, system, names2, historyOf = "all") {
	const lines = new Map();
	const lineOf = (key, fallback) => {
		let line = lines.get(key);
		if (line === void 0) {
			const name = names2.get(key) ?? fallback;
			line = { key, name, rating: 0, red: 0, black: 0, games: 0, history: [], gameNumbers: [] };
			lines.set(key, line);
		}
		return line;
	};
	const rated = games.filter((game) => game.status === "finished");
	const { ratingKWin: kWin, ratingKLoss: kLoss } = system;
	const keepsHistory = (key) => historyOf === "all" || historyOf.size > 0 && historyOf.has(key);
	rated.forEach((game, g) => {
		const players = game.rows.map((row3) => lineOf(row3.playerKey, row3.player));
		const sides = game.rows.map((row3) => row3.role === null ? "black" : sideOf(row3.role));
		let redSum = 0;
		let redCount = 0;
		let blackSum = 0;
		players.forEach((line, i) => {
			if (sides[i] === "red") {
				redSum += line.red;
				redCount++;
			} else blackSum += line.black;
		});
		const p = redExpectation(redSum / redCount, blackSum / (players.length - redCount));
		const redChange = ratingChange("red", game.winner, p, kWin, kLoss);
		const blackChange = ratingChange("black", game.winner, p, kWin, kLoss);
		players.forEach((line, i) => {
			const red = sides[i] === "red";
			const change = red ? redChange : blackChange;
			line.rating += change;
			if (red) line.red += change;
			else line.black += change;
			line.games++;
			if (keepsHistory(line.key)) {
				line.history.push(line.rating);
				line.gameNumbers.push(g + 1);
			}
		});
	});
	return { players: lines, games: rated };
}
function ratingOrder(ratings) {
	const compare = (a, b) => sameFigure(a.rating, b.rating) ? b.games - a.games : b.rating - a.rating;
	const byKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
	const sorted = [...ratings.players.values()].sort((a, b) => compare(a, b) || byKey(a, b));
	const order = [];
	sorted.forEach((rating, index) => {
		const previous = order[index - 1];
		const shared = previous !== void 0 && compare(previous.rating, rating) === 0;
		order.push({ place: shared ? previous.place : index + 1, rating });
	});
	return order;
}

function statistics(evaluation, historyOf = new Set()) {
	const finished = evaluation.games.filter(
		(game) => game.status === "finished"
	);
	const counts = new Map();
	const seats = Array.from({ length: TABLE_SIZE }, emptySeat);
	const summary = { games: finished.length, redWins: 0, blackWins: 0 };
	for (const game of finished) {
		if (game.winner === "red") summary.redWins++;
		else summary.blackWins++;
		for (const score of game.scores) {
			const key = score.row.playerKey;
			let c = counts.get(key);
			if (c === void 0) {
				c = emptyCounts();
				counts.set(key, c);
			}
			addSeat(c, score, game);
			const seat = seats[(score.row.seat ?? 1) - 1];
			if (seat !== void 0) addSeatNumber(seat, score, game);
		}
	}
	const ratings = rateGames(evaluation.games, evaluation.system, evaluation.playerNames, historyOf);
	const players = evaluation.standings.flatMap((standing) => {
		const c = counts.get(standing.key);
		const rating = ratings.players.get(standing.key);
		if (c === void 0 || rating === void 0) return [];
		return [playerStatsOf(standing, c, rating)];
	});
	const seatTotal = seats.reduce(
		(total, seat) => ({
			games: total.games,
			sheriff: total.sheriff + seat.sheriff,
			don: total.don + seat.don,
			mafia: total.mafia + seat.mafia,
			firstKilled: total.firstKilled + seat.firstKilled,
			wins: total.wins + seat.wins,
			points: total.points + seat.points
		}),
		{ ...emptySeat(), games: finished.length }
	);
	return { players, seats, seatTotal, summary, ratings };
}
function playerStatsOf(standing, c, rating) {
	return {
		key: standing.key,
		name: standing.name,
		place: standing.place,
		games: c.games,
		wins: c.wins,
		roles: c.roles,
		sides: c.sides,
		points: c.points,
		bestPlayer: c.bestPlayer,
		firstKilled: c.firstKilled,
		bestMoves: c.bestMoves,
		blackNamed: c.blackNamed,
		correct: c.correct,
		remarks: c.remarks,
		removals: c.removals,
		extra: c.extra,
		ci: c.ci,
		rating
	};
}
function addSeat(c, { row: row3, points, ci }, game) {
	c.games++;
	c.points += points;
	c.ci += ci;
	if (row3.role !== null) {
		const side = sideOf(row3.role);
		const won = roleWon(row3.role, game.winner);
		const inRole = c.roles[row3.role];
		const onSide = c.sides[side];
		inRole.games++;
		onSide.games++;
		if (won) {
			c.wins++;
			inRole.wins++;
			onSide.wins++;
		}
	}
	if (row3.bestPlayer) c.bestPlayer++;
	if (row3.firstKilled) c.firstKilled++;
	if (isRecordedBestMove(row3.bestMove)) {
		c.bestMoves++;
		c.blackNamed += blackNamed(row3, game.rows);
	}
	c.correct += row3.correct;
	c.remarks += row3.remarks;
	if (row3.removed) c.removals++;
	c.extra += row3.extra;
}
function addSeatNumber(seat, { row: row3, points }, game) {
	seat.games++;
	if (row3.role === "sheriff") seat.sheriff++;
	else if (row3.role === "don") seat.don++;
	else if (row3.role === "mafia") seat.mafia++;
	if (row3.firstKilled) seat.firstKilled++;
	if (roleWon(row3.role, game.winner)) seat.wins++;
	seat.points += points;
}
function emptySeat() {
	return { games: 0, sheriff: 0, don: 0, mafia: 0, firstKilled: 0, wins: 0, points: 0 };
}
function emptyCounts() {
	const record2 = () => ({ games: 0, wins: 0 });
	return {
		games: 0,
		wins: 0,
		roles: { civilian: record2(), sheriff: record2(), mafia: record2(), don: record2() },
		sides: { red: record2(), black: record2() },
		points: 0,
		bestPlayer: 0,
		firstKilled: 0,
		bestMoves: 0,
		blackNamed: 0,
		correct: 0,
		remarks: 0,
		removals: 0,
		extra: 0,
		ci: 0
	};
}

function column(key, header, short, format, value, first = false) {
	return {
		key,
		header: { ru: header[0], en: header[1] },
		short: { ru: short[0], en: short[1] },
		format,
		first,
		value
	};
}
function recordOf(player, of) {
	return of === "red" || of === "black" ? player.sides[of] : player.roles[of];
}
function roleColumns(of, [ru3, ruShort], [en3, enShort]) {
	return [
		column(
			`${of}Games`,
			[`Игры ${ru3}`, `${en3} games`],
			[`И ${ruShort}`, `${enShort}G`],
			"count",
			(p) => recordOf(p, of).games
		),
		column(
			`${of}Wins`,
			[`Победы ${ru3}`, `${en3} wins`],
			[`П ${ruShort}`, `${enShort}W`],
			"count",
			(p) => recordOf(p, of).wins
		),
		column(
			`${of}WinPercent`,
			[`% побед ${ru3}`, `${en3} win %`],
			[`% ${ruShort}`, `${enShort}%`],
			"percent",
			(p) => percent(recordOf(p, of).wins, recordOf(p, of).games)
		)
	];
}
var PLAYER_COLUMNS = [
	column("place", ["Место", "Place"], ["Место", "#"], "count", (p) => p.place ?? "", true),
	column("player", ["Игрок", "Player"], ["Игрок", "Player"], "text", (p) => p.name, true),
	column("games", ["Игры", "Games"], ["Игры", "G"], "count", (p) => p.games, true),
	column("wins", ["Победы", "Wins"], ["Поб", "W"], "count", (p) => p.wins, true),
	column(
		"winPercent",
		["% побед", "Win %"],
		["% поб", "W%"],
		"percent",
		(p) => percent(p.wins, p.games),
		true
	),
	...roleColumns("civilian", ["мирным", "мир"], ["Civilian", "Civ"]),
	...roleColumns("sheriff", ["шерифом", "шер"], ["Sheriff", "Sh"]),
	...roleColumns("mafia", ["мафией", "маф"], ["Mafia", "Maf"]),
	...roleColumns("don", ["доном", "дон"], ["Don", "Don"]),
	...roleColumns("red", ["красными", "кр"], ["Red", "Red"]),
	...roleColumns("black", ["чёрными", "чёр"], ["Black", "Blk"]),
	column("points", ["Очки", "Points"], ["Очки", "Pts"], "points", (p) => rounded(p.points), true),
	column(
		"pointsPerGame",
		["Очки за игру", "Points per game"],
		["За игру", "PPG"],
		"average",
		(p) => ratio(p.points, p.games),
		true
	),
	column(
		"bestPlayer",
		["Лучший игрок", "Best player"],
		["ЛИ", "BP"],
		"count",
		(p) => p.bestPlayer,
		true
	),
	column(
		"killedFirstNight",
		["Убит в первую ночь", "Killed first night"],
		["ПУ", "FK"],
		"count",
		(p) => p.firstKilled,
		true
	),
	column(
		"killedFirstNightPercent",
		["% убит в первую ночь", "Killed first night %"],
		["% ПУ", "FK%"],
		"percent",
		(p) => percent(p.firstKilled, p.games)
	),
	column(
		"bestMoves",
		["Лучшие ходы", "Best moves"],
		["ЛХ", "BM"],
		"count",
		(p) => p.bestMoves,
		true
	),
	column(
		"blackNamed",
		["Угадано чёрных", "Black named"],
		["Угад", "BN"],
		"count",
		(p) => p.blackNamed
	),
	column(
		"bestMoveAccuracy",
		["Точность ЛХ", "Best move accuracy"],
		["% ЛХ", "BM%"],
		"percent",
		(p) => percent(p.blackNamed, 3 * p.bestMoves)
	),
	column(
		"correctPicks",
		["Правильные кандидатуры", "Correct picks"],
		["ПК", "CP"],
		"count",
		(p) => p.correct
	),
	column("remarks", ["Замечания", "Remarks"], ["Зам", "Rem"], "count", (p) => p.remarks),
	column("removals", ["Удаления", "Removals"], ["Удал", "Out"], "count", (p) => p.removals),
	column(
		"extraPoints",
		["Доп. баллы", "Extra points"],
		["Доп", "Extra"],
		"points",
		(p) => rounded(p.extra),
		true
	),
	column("ci", ["Ci", "Ci"], ["Ci", "Ci"], "points", (p) => rounded(p.ci), true),
	column(
		"rating",
		["Рейтинг", "Rating"],
		["Рейт", "Rtg"],
		"rating",
		(p) => roundedRating(p.rating.rating),
		true
	)
];
var STATS_KEYS = PLAYER_COLUMNS.map((c) => c.key);
function statsRecord(player) {
	return Object.fromEntries(PLAYER_COLUMNS.map((c) => [c.key, c.value(player)]));
}

var AWARDS = [
	{ key: "player", ru: "Лучший игрок", en: "Best player", roles: ROLES },
	{ key: "civilian", ru: "Лучший мирный", en: "Best civilian", roles: ["civilian"] },
	{ key: "sheriff", ru: "Лучший шериф", en: "Best sheriff", roles: ["sheriff"] },
	{ key: "red", ru: "Лучший красный", en: "Best red", roles: rolesOf("red") },
	{ key: "mafia", ru: "Лучшая мафия", en: "Best mafia", roles: ["mafia"] },
	{ key: "don", ru: "Лучший дон", en: "Best don", roles: ["don"] },
	{ key: "black", ru: "Лучший чёрный", en: "Best black", roles: rolesOf("black") }
];
function roleLines(evaluation) {
	const bonus = evaluation.system.awardsBy === "bonus";
	const value = (score) => bonus ? score.bonus : score.points;
	const lines = new Map();
	for (const game of evaluation.games) {
		if (game.status !== "finished") continue;
		for (const score of game.scores) {
			const { role, playerKey: playerKey2 } = score.row;
			if (role === null) continue;
			let line = lines.get(playerKey2);
			if (line === void 0) {
				line = {
					civilian: { points: 0, games: 0 },
					sheriff: { points: 0, games: 0 },
					mafia: { points: 0, games: 0 },
					don: { points: 0, games: 0 }
				};
				lines.set(playerKey2, line);
			}
			const inRole = line[role];
			inRole.points += value(score);
			inRole.games++;
		}
	}
	return lines;
}
function isBetter(a, b) {
	return sameFigure(a.points, b.points) ? a.games < b.games : a.points > b.points;
}
function contendersOf(candidates) {
	let top = -Infinity;
	for (const c of candidates) if (c.points > top) top = c.points;
	const near = candidates.filter((c) => sameFigure(c.points, top));
	return near.filter((c) => !candidates.some((other) => isBetter(other, c)));
}
function decideAwards(evaluation) {
	const lines = roleLines(evaluation);
	const minGames = evaluation.system.awardsMinGames;
	const players = evaluation.standings.filter((standing) => lines.has(standing.key));
	return AWARDS.map(({ key, roles }) => {
		const candidates = [];
		for (const standing of players) {
			const line = lines.get(standing.key);
			let points = 0;
			let games = 0;
			for (const role of roles) {
				const inRole = line[role];
				points += inRole.points;
				games += inRole.games;
			}
			if (games >= minGames && games > 0)
				candidates.push({ key: standing.key, name: standing.name, points, games });
		}
		const contenders = contendersOf(candidates);
		const winner = contenders.length === 1 || contenders.length === 2 ? contenders.at(-1) ?? null : null;
		return { key, winner, contenders };
	});
}
function awardsOf(awards, playerKey2) {
	return awards.filter((award) => award.winner?.key === playerKey2).map((award) => award.key);
}

function playersTeams(evaluation) {
	const keyOf = new Map();
	const spelling = new Map();
	const teams = new Map();
	const conflicts = new Map();
	for (const game of evaluation.games) {
		if (game.status !== "finished") continue;
		for (const { row: row3 } of game.scores) {
			if (row3.team === "") continue;
			let key = keyOf.get(row3.team);
			if (key === void 0) {
				key = normalizeText(row3.team);
				keyOf.set(row3.team, key);
			}
			let name = spelling.get(key);
			if (name === void 0) {
				name = row3.team;
				spelling.set(key, name);
			}
			const known = teams.get(row3.playerKey);
			if (known === void 0) teams.set(row3.playerKey, { key, name, row: row3.row });
			else if (known.key !== key && !conflicts.has(row3.playerKey)) {
				conflicts.set(row3.playerKey, {
					code: "team-conflict",
					name: evaluation.playerNames.get(row3.playerKey) ?? row3.player,
					teams: [
						{ team: known.name, row: known.row },
						{ team: name, row: row3.row }
					]
				});
			}
		}
	}
	return { teams, issues: [...conflicts.values()] };
}
function teamStandings(evaluation) {
	const { teams, issues } = playersTeams(evaluation);
	if (issues.length > 0) return { ok: false, issues };
	const members2 = new Map();
	for (const standing of evaluation.standings) {
		const team = teams.get(standing.key);
		if (team === void 0) continue;
		let group = members2.get(team.key);
		if (group === void 0) {
			group = { name: team.name, standings: [] };
			members2.set(team.key, group);
		}
		group.standings.push(standing);
	}
	const best = evaluation.system.teamBest;
	const lines = [...members2.entries()].map(([key, group]) => {
		const counted = best > 0 ? group.standings.slice(0, best) : group.standings;
		return {
			key,
			name: group.name,
			points: counted.reduce((sum2, s) => sum2 + s.points, 0),
			players: group.standings.length,
			games: group.standings.reduce((sum2, s) => sum2 + s.games, 0),
			wins: group.standings.reduce((sum2, s) => sum2 + s.wins, 0),
			members: group.standings.map((s) => s.key)
		};
	});
	const byPoints = (a, b) => sameFigure(a.points, b.points) ? 0 : b.points - a.points;
	const byName = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
	lines.sort((a, b) => byPoints(a, b) || byName(a, b));
	const ranked = [];
	lines.forEach((line, index) => {
		const previous = ranked[index - 1];
		const shared = previous !== void 0 && sameFigure(previous.points, line.points);
		const { name, points, players, games, wins, members: keys } = line;
		ranked.push({
			place: shared ? previous.place : index + 1,
			name,
			points,
			players,
			games,
			wins,
			members: keys
		});
	});
	return { ok: true, teams: ranked };
}

var STATS_VIEWS = {
	players: { ru: "игроки", en: "players" },
	seats: { ru: "места", en: "seats" },
	summary: { ru: "итоги", en: "summary" },
	rating: { ru: "рейтинг", en: "rating" },
	awards: { ru: "номинации", en: "awards" },
	teams: { ru: "команды", en: "teams" }
};
var VIEW_INDEX = new Map(
	Object.entries(STATS_VIEWS).flatMap(
		([view, names2]) => [
			[normalizeText(names2.ru), view],
			[normalizeText(names2.en), view]
		]
	)
);
function statsViewOf(text) {
	return VIEW_INDEX.get(normalizeText(text));
}
function h(ru3, en3) {
	return { ru: ru3, en: en3 };
}
var SEAT_COLUMNS = [
	{ header: h("Место за столом", "Seat"), value: (s) => s.seat },
	{ header: h("Игры", "Games"), value: (s) => s.games },
	{ header: h("Шериф", "Sheriff"), value: (s) => s.sheriff },
	{ header: h("Дон", "Don"), value: (s) => s.don },
	{ header: h("Мафия", "Mafia"), value: (s) => s.mafia },
	{ header: h("Убит в первую ночь", "Killed first night"), value: (s) => s.firstKilled },
	{ header: h("Победы сидевшего", "Seat wins"), value: (s) => s.wins },
	{ header: h("% побед сидевшего", "Seat win %"), value: (s) => percent(s.wins, s.games) },
	{ header: h("Очки за игру", "Points per game"), value: (s) => ratio(s.points, s.games) }
];
var SUMMARY_HEADERS = [
	h("Игры", "Games"),
	h("Победы красных", "Red wins"),
	h("Победы чёрных", "Black wins"),
	h("% побед красных", "Red win %")
];
var RATING_HEADERS = [
	h("Место", "Place"),
	h("Игрок", "Player"),
	h("Рейтинг", "Rating"),
	h("Игры", "Games"),
	h("Рейтинг красными", "Red rating"),
	h("Рейтинг чёрными", "Black rating")
];
var TOTAL = h("Всего", "Total");
function statsViewWidth(view) {
	return {
		players: PLAYER_COLUMNS.length,
		seats: SEAT_COLUMNS.length,
		summary: SUMMARY_HEADERS.length,
		awards: AWARD_HEADERS.length,
		teams: TEAM_HEADERS.length
	}[view];
}
function table(columns, rows, lang) {
	return [
		columns.map((c) => c.header[lang]),
		...rows.map((row3) => columns.map((c) => c.value(row3)))
	];
}
function statsGrid(statistics2, view, lang) {
	switch (view) {
		case "players":
			return table(PLAYER_COLUMNS, statistics2.players, lang);
		case "seats": {
			const seats = statistics2.seats.map((s, i) => ({ ...s, seat: i + 1 }));
			const t = statistics2.seatTotal;
			const seatsPlayed = TABLE_SIZE * t.games;
			const totalRow = [
				TOTAL[lang],
				t.games,
				t.sheriff,
				t.don,
				t.mafia,
				t.firstKilled,
				t.wins,
				percent(t.wins, seatsPlayed),
				ratio(t.points, seatsPlayed)
			];
			return [...table(SEAT_COLUMNS, seats, lang), totalRow];
		}
		case "summary": {
			const { games, redWins, blackWins } = statistics2.summary;
			return [
				SUMMARY_HEADERS.map((header) => header[lang]),
				[games, redWins, blackWins, percent(redWins, games)]
			];
		}
		case "rating":
			return ratingGrid(statistics2.ratings, lang);
	}
}
function ratingGrid(ratings, lang) {
	return [
		RATING_HEADERS.map((header) => header[lang]),
		...ratingOrder(ratings).map(({ place, rating }) => [
			place,
			rating.name,
			roundedRating(rating.rating),
			rating.games,
			roundedRating(rating.red),
			roundedRating(rating.black)
		])
	];
}
var AWARD_HEADERS = [
	h("Номинация", "Award"),
	h("Игрок", "Player"),
	h("Очки", "Points"),
	h("Игры", "Games"),
	h("Претендентов", "Contenders")
];
function awardsGrid(awards, lang) {
	const names2 = new Map(AWARDS.map((award) => [award.key, award[lang]]));
	return [
		AWARD_HEADERS.map((header) => header[lang]),
		...awards.map((award) => {
			const first = award.contenders[0];
			return [
				names2.get(award.key) ?? "",
				award.winner?.name ?? "",
				first === void 0 ? "" : rounded((award.winner ?? first).points),
				first === void 0 ? "" : first.games,
				award.contenders.length
			];
		})
	];
}
var TEAM_HEADERS = [
	h("Место", "Place"),
	h("Команда", "Team"),
	h("Очки", "Points"),
	h("Игроки", "Players"),
	h("Игры", "Games"),
	h("Победы", "Wins")
];
function teamsGrid(teams, lang) {
	return [
		TEAM_HEADERS.map((header) => header[lang]),
		...teams.map((t) => [t.place, t.name, rounded(t.points), t.players, t.games, t.wins])
	];
}
function viewGrid(evaluation, view, lang) {
	switch (view) {
		case "awards":
			return { ok: true, grid: awardsGrid(decideAwards(evaluation), lang) };
		case "teams": {
			const standings = teamStandings(evaluation);
			return standings.ok ? { ok: true, grid: teamsGrid(standings.teams, lang) } : standings;
		}
		default:
			return { ok: true, grid: statsGrid(statistics(evaluation), view, lang) };
	}
}

function quote(text, lang) {
	return lang === "ru" ? `«${text}»` : `“${text}”`;
}

var quoted = (texts2, lang) => texts2.map((text) => quote(text, lang)).join(", ");
var needed = (lang) => quoted(
	["game", "seat", "player", "role", "winner"].map((field) => HEADERS[field][lang]),
	lang
);
var SEEMS = {
	names: { ru: () => "похоже, это список имён", en: () => "it seems to be a list of names" },
	players: {
		ru: (h2) => `похоже, это список игроков (столбцы ${h2})`,
		en: (h2) => `it seems to be a players list (columns ${h2})`
	},
	standings: {
		ru: (h2) => `похоже, это таблица личного зачёта (столбцы ${h2}), а не протокол игр`,
		en: (h2) => `it seems to be the standings (columns ${h2}), not the games`
	},
	other: { ru: (h2) => `в первой строке: ${h2}`, en: (h2) => `its first row holds ${h2}` }
};
var NOT_UNDERSTOOD = {
	ru: (i) => {
		if (i.unknown === void 0 || i.unknown.length === 0) return "";
		const near = i.nearest === void 0 ? "" : `; ближе всего — «${i.nearest}»`;
		return `; не распознаны: ${quoted(i.unknown, "ru")}${near}`;
	},
	en: (i) => {
		if (i.unknown === void 0 || i.unknown.length === 0) return "";
		const near = i.nearest === void 0 ? "" : `; the nearest is “${i.nearest}”`;
		return `; not recognised: ${quoted(i.unknown, "en")}${near}`;
	}
};
var NOT_GAMES_TABLE = {
	ru: (i) => `это не протокол игр: в протоколе по строке на каждого игрока каждой игры, со столбцами ${needed("ru")}; ${SEEMS[i.kind].ru(quoted(i.headers, "ru"))}`,
	en: (i) => `this is not a games table: a games table has a row for each player of each game, with columns ${needed("en")}; ${SEEMS[i.kind].en(quoted(i.headers, "en"))}`
};
var SCORING_HEADER = {
	ru: (i) => `столбец «${i.value}» не распознан, а по названию он может менять очки, как «${i.header}» (${HEADERS[i.column].ru}); перенесите его значения в «${i.header}» или переименуйте его`,
	en: (i) => `column “${i.value}” is not recognised, and its name says it may change the points, as “${i.header}” (${HEADERS[i.column].en}) does; move its values into “${i.header}” or rename it`
};
var PENALTY_COLUMN = {
	ru: (i) => `столбец «${i.value}» не распознан: непонятно, число это замечаний или штрафные баллы; число замечаний (−0,5 за каждое) запишите в столбец «${HEADERS.remarks.ru}», а штрафные баллы — со знаком минус в «${HEADERS.extra.ru}»`,
	en: (i) => `column “${i.value}” is not recognised: it is unclear whether it holds remarks or penalty points; put the count of remarks (−0.5 each) in a “${HEADERS.remarks.en}” column, and penalty points, with a minus, in “${HEADERS.extra.en}”`
};
var EXTRA_CELLS = {
	ru: (i) => (i.value === "" ? `в строке больше ячеек, чем в заголовке и в других строках; похоже, ` : `в строке есть значения правее последнего столбца заголовка (${i.value}); похоже, `) + `значение с запятой не взято в кавычки — например, лучший ход «2,6,9» или доп. баллы «0,5» — и сдвинуло строку; возьмите его в кавычки ("2,6,9") или пишите через пробел, а если это отдельный столбец — дайте ему заголовок`,
	en: (i) => (i.value === "" ? `the row has more cells than the header and the other rows; most likely a value ` : `the row has values right of the header's last column (${i.value}); most likely a value `) + `with a comma is not quoted — a best move “2,6,9” or extra points “0,5” — and shifted the row; quote it ("2,6,9") or use spaces, or, if it is a column of its own, give it a header`
};
var MAX_PARTS = 10;
function rowRanges(numbers2, lang) {
	const parts2 = [];
	let shown = 0;
	let i = 0;
	while (i < numbers2.length) {
		let j = i;
		while (j + 1 < numbers2.length && numbers2[j + 1] === (numbers2[j] ?? 0) + 1) j++;
		const from = numbers2[i] ?? 0;
		if (parts2.length >= MAX_PARTS) break;
		if (j - i >= 2) parts2.push(`${from}–${numbers2[j] ?? 0}`);
		else parts2.push(...numbers2.slice(i, j + 1).map(String));
		shown = j + 1;
		i = j + 1;
	}
	const more = numbers2.length - shown;
	const tail = more === 0 ? "" : lang === "ru" ? ` и ещё ${more}` : ` and ${more} more`;
	return parts2.join(", ") + tail;
}
var RESULT_CONFLICT = {
	ru: (i, rows) => i.winner === null ? `отметки результата игроков не показывают, кто победил: поровну отмечены победа красных и победа чёрных (${rows})` : `отметки результата ${rows} противоречат ролям: по остальным отметкам победили ${SIDE_NAMES[i.winner].ru}`,
	en: (i, rows) => i.winner === null ? `the players' results do not say who won: as many mark a red win as a black one (${rows})` : `the results in ${rows} contradict the roles: the other marks say ${SIDE_NAMES[i.winner].en} won`
};

function plural(n, one, few, many) {
	const mod10 = n % 10;
	const mod100 = n % 100;
	if (mod10 === 1 && mod100 !== 11) return one;
	if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
	return many;
}
var list = (numbers2) => numbers2.join(", ");
var quotedLetters = (letters) => letters.map((letter) => `«${letter}»`).join(", ");
var tieBreakWords = (lang) => Object.values(TIE_BREAKS).map((word) => word[lang]).join(", ");
var presets = (lang) => Object.values(PRESET_NAMES).map((name) => quote(name[lang], lang)).join(lang === "ru" ? " или " : " or ");
var UNIT_WORDS = {
	row: { ru: ["строка", "строки", "в строках"], en: ["row", "rows", "the rows"] },
	seat: { ru: ["место", "места", "на местах"], en: ["seat", "seats", "the seats"] }
};
function numbered(numbers2, lang, unit) {
	const [one, many] = UNIT_WORDS[unit][lang];
	return `${numbers2.length > 1 ? many : one} ${list(numbers2)}`;
}
var inUnits = (lang, unit) => UNIT_WORDS[unit][lang][2];
function inRows(rows, lang, unit) {
	const ranges = rowRanges(rows, lang);
	if (lang === "en") return `${UNIT_WORDS[unit].en[rows.length > 1 ? 1 : 0]} ${ranges}`;
	if (rows.length > 1) return `${inUnits(lang, unit)} ${ranges}`;
	return `${unit === "row" ? "в строке" : "на месте"} ${ranges}`;
}
function rangeText(range, lang) {
	const { min, max } = range;
	if (lang === "ru") {
		const what2 = range.whole === true ? "целое число" : "число";
		return range.aboveMin === true ? `${what2} больше ${min} и не больше ${max}` : `${what2} от ${min} до ${max}`;
	}
	const what = range.whole === true ? "a whole number" : "a number";
	return range.aboveMin === true ? `${what} above ${min} and at most ${max}` : `${what} from ${min} to ${max}`;
}
function alternatives(words, lang) {
	const quoted3 = words.map((word) => quote(word, lang));
	const last = quoted3.pop() ?? "";
	return quoted3.length === 0 ? last : `${quoted3.join(", ")} ${lang === "ru" ? "или" : "or"} ${last}`;
}
var views = (lang) => alternatives(
	Object.values(STATS_VIEWS).map((names2) => names2[lang]),
	lang
);
function nearView(issue2, lang) {
	const near = nearestName(issue2.value, Object.values(STATS_VIEWS), normalizeText);
	if (near === void 0) return "";
	return lang === "ru" ? `; может быть, «${near.ru}»?` : `; did you mean “${near.en}”?`;
}
var TEXTS = {
	"missing-column": {
		ru: (i) => `в заголовке нет этого столбца${NOT_UNDERSTOOD.ru(i)}`,
		en: (i) => `the header has no such column${NOT_UNDERSTOOD.en(i)}`
	},
	"not-games-table": NOT_GAMES_TABLE,
	"scoring-header": SCORING_HEADER,
	"penalty-column": PENALTY_COLUMN,
	"extra-cells": EXTRA_CELLS,
	"result-conflict": {
		ru: (i, unit) => RESULT_CONFLICT.ru(i, inRows(i.rows, "ru", unit)),
		en: (i, unit) => RESULT_CONFLICT.en(i, inRows(i.rows, "en", unit))
	},
	"renamed-column": {
		ru: (i) => {
			const column2 = HEADERS[i.column].ru;
			return `столбец «${i.value}» похож на «${column2}», а столбца «${column2}» нет; назовите его «${column2}», а если это другой столбец — дайте ему непохожее название`;
		},
		en: (i) => `column “${i.value}” looks like “${HEADERS[i.column].en}”, which the table lacks; name it “${HEADERS[i.column].en}”, or, if it is another column, give it a name unlike it`
	},
	"column-twice": {
		ru: (i) => `столбец «${i.firstHeader ?? HEADERS[i.column].ru}» в заголовке дважды (второй — «${i.value}»); оставьте один или переименуйте второй`,
		en: (i) => `the header has column “${i.firstHeader ?? HEADERS[i.column].en}” twice (the second is “${i.value}”); keep one or rename the other`
	},
	"look-alike-name": {
		ru: (i) => {
			const letters = `латинск${i.latin.length > 1 ? "ие" : "ая"} ${quotedLetters(i.latin)}`;
			return `«${i.name}» (${letters}) и «${i.other}» считаются разными игроками; если это один человек, перепечатайте имя русскими буквами`;
		},
		en: (i) => `“${i.name}” (Latin ${i.latin.map((l) => `“${l}”`).join(", ")}) and “${i.other}” count as two players; if they are one person, retype the name in Cyrillic letters`
	},
	"ignored-header": {
		ru: (i) => `столбец «${i.value}» не распознан и не учитывается`,
		en: (i) => `column “${i.value}” is not recognised and is left out`
	},
	"unscored-header": {
		ru: (i) => `столбец «${i.value}» на очки не влияет и не учитывается`,
		en: (i) => `column “${i.value}” scores nothing and is left out`
	},
	"sheet-error": {
		ru: (i) => `«${i.value}» — ошибка формулы в ячейке; исправьте формулу или впишите значение`,
		en: (i) => `“${i.value}” is a formula error; fix the formula or type the value`
	},
	"bad-extra": {
		ru: (i) => `«${i.value}» — нужно число от −${EXTRA_LIMIT} до ${EXTRA_LIMIT}, не больше двух знаков после запятой`,
		en: (i) => `“${i.value}” is not a number from −${EXTRA_LIMIT} to ${EXTRA_LIMIT} with at most two decimals`
	},
	"no-game": { ru: () => "не указан номер игры", en: () => "the game is empty" },
	"bad-seat": {
		ru: (i) => `«${i.value}» — не место за столом (нужно число от 1 до 10)`,
		en: (i) => `“${i.value}” is not a seat (expected a number from 1 to 10)`
	},
	"no-player": { ru: () => "не указан игрок", en: () => "the player is empty" },
	"bad-role": {
		ru: (i) => `«${i.value}» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон)` + (i.nearest === void 0 ? "" : `; может быть, «${ROLE_NAMES[i.nearest].ru}»?`),
		en: (i) => `“${i.value}” is not a role (expected Civilian, Sheriff, Mafia or Don)` + (i.nearest === void 0 ? "" : `; did you mean “${ROLE_NAMES[i.nearest].en}”?`)
	},
	"no-role": { ru: () => "не указана роль", en: () => "the role is empty" },
	"bad-winner": {
		ru: (i) => `«${i.value}» — непонятно, кто победил (нужно Красные или Чёрные, или у каждого игрока: победа — 1, да, +; поражение — 0, нет, −)` + (i.nearest === void 0 ? "" : `; может быть, «${SIDE_NAMES[i.nearest].ru}»?`),
		en: (i) => `“${i.value}” is not a winner (expected Red or Black, or each player's result: won — 1, yes, +; lost — 0, no, −)` + (i.nearest === void 0 ? "" : `; did you mean “${SIDE_NAMES[i.nearest].en}”?`)
	},
	"winner-conflict": {
		ru: (i, unit) => `${inUnits("ru", unit)} ${list(i.rows)} записаны разные победители`,
		en: (i, unit) => `${numbered(i.rows, "en", unit)} record different winners`
	},
	"bad-yes-no": {
		ru: (i) => `«${i.value}» — нужно да или нет (галочка, TRUE/FALSE, 1/0)`,
		en: (i) => `“${i.value}” is not yes or no (a checkbox, TRUE/FALSE, 1/0)`
	},
	"bad-count": {
		ru: (i) => `«${i.value}» — нужно целое число от 0 до ${MAX_COUNT}`,
		en: (i) => `“${i.value}” is not a whole number from 0 to ${MAX_COUNT}`
	},
	"bad-best-move": {
		ru: (i) => `«${i.value}» — нужно число чёрных от 0 до 3 или два-три разных места, например «3 7 9»`,
		en: (i) => `“${i.value}” is neither a count of black players 0–3 nor two or three different seats such as “3 7 9”`
	},
	"best-move-own-seat": {
		ru: () => "лучший ход называет место самого игрока",
		en: () => "the best move names the player's own seat"
	},
	"best-move-not-allowed": {
		ru: () => "лучший ход бывает только у красного игрока, убитого в первую ночь",
		en: () => "only a red player killed first night has a best move"
	},
	"date-in-cell": {
		ru: (i) => `«${i.value}» — Таблицы превратили значение в дату; задайте столбцу формат «Обычный текст»`,
		en: (i) => `“${i.value}” was turned into a date by Sheets; format the column as plain text`
	},
	"bad-stage": {
		ru: (i) => `«${i.value}» — неизвестный этап (нужно Основной, Полуфинал или Финал)`,
		en: (i) => `“${i.value}” is not a stage (expected Main, Semi-final or Final)`
	},
	"stage-conflict": {
		ru: (i, unit) => `${inUnits("ru", unit)} записаны разные этапы: ${i.stages.map((s) => `«${STAGE_NAMES[s.stage].ru}» — ${numbered(s.rows, "ru", unit)}`).join("; ")}`,
		en: (i, unit) => `${inUnits("en", unit)} record different stages: ${i.stages.map((s) => `“${STAGE_NAMES[s.stage].en}” in ${numbered(s.rows, "en", unit)}`).join("; ")}`
	},
	"row-count": {
		ru: (i) => `в игре ${i.count} ${plural(i.count, "строка", "строки", "строк")}, а нужно ${i.expected}`,
		en: (i) => `the game has ${i.count} row${i.count === 1 ? "" : "s"}, expected ${i.expected}`
	},
	"games-share-id": {
		ru: (i) => {
			const who = `${i.count > 2 * TABLE_SIZE ? "у нескольких игр" : "у двух игр"}`;
			const fix = i.perTable ? "" : " или добавьте столбец «Стол» (тогда игру определяют тур, стол и номер)";
			return `в игре ${i.count} ${plural(i.count, "строка", "строки", "строк")} и места повторяются — похоже, ${who}${i.perTable ? " этого стола" : ""} один номер; дайте каждой игре свой номер${fix}`;
		},
		en: (i) => {
			const who = i.count > 2 * TABLE_SIZE ? "several games" : "two games";
			const fix = i.perTable ? "" : ", or add a “Table” column (a game is then its round, table and id)";
			return `the game has ${i.count} rows and its seats repeat: ${who}${i.perTable ? " of this table" : ""} seem to share the id; give each game an id of its own${fix}`;
		}
	},
	"seat-twice": {
		ru: (i, unit) => `место ${i.seat} записано дважды (${numbered(i.rows, "ru", unit)})`,
		en: (i, unit) => `seat ${i.seat} is recorded twice (${numbered(i.rows, "en", unit)})`
	},
	"seat-missing": {
		ru: (i) => `нет ${i.seats.length > 1 ? "мест" : "места"} ${list(i.seats)}`,
		en: (i) => `no seat${i.seats.length > 1 ? "s" : ""} ${list(i.seats)}`
	},
	"player-twice": {
		ru: (i, unit) => `игрок «${i.name}» записан дважды (${numbered(i.rows, "ru", unit)})`,
		en: (i, unit) => `player “${i.name}” is recorded twice (${numbered(i.rows, "en", unit)})`
	},
	"role-count": {
		ru: (i, unit) => `роль «${ROLE_NAMES[i.role].ru}» у ${i.count} ${plural(i.count, "игрока", "игроков", "игроков")}${roleRows(i, "ru", unit)}, а нужно у ${i.expected}`,
		en: (i, unit) => `${i.count} × ${ROLE_NAMES[i.role].en}${roleRows(i, "en", unit)}, expected ${i.expected}`
	},
	"first-killed-many": {
		ru: (i, unit) => `убитых в первую ночь больше одного (${numbered(i.rows, "ru", unit)})`,
		en: (i, unit) => `more than one player killed first night (${numbered(i.rows, "en", unit)})`
	},
	"no-tournament": {
		ru: (i, unit) => `не указан турнир (${numbered(i.rows, "ru", unit)}); впишите его в столбец «Турнир»`,
		en: (i, unit) => `no tournament (${numbered(i.rows, "en", unit)}); write it in the “Tournament” column`
	},
	"tournament-conflict": {
		ru: (i, unit) => `строки игры называют разные турниры: ${i.tournaments.map((t) => `«${t.name}» ${inUnits("ru", unit)} ${list(t.rows)}`).join("; ")}`,
		en: (i, unit) => `the game's rows name different tournaments: ${i.tournaments.map((t) => `“${t.name}” in ${inUnits("en", unit)} ${list(t.rows)}`).join("; ")}`
	},
	"bad-weight": {
		ru: (i) => `«Вес турнира»: «${i.value}» — нужно число больше 0 и не больше ${MAX_TOURNAMENT_WEIGHT}`,
		en: (i) => `“Tournament weight”: “${i.value}” is not a number above 0 and at most ${MAX_TOURNAMENT_WEIGHT}`
	},
	"weight-conflict": {
		ru: (i, unit) => `в строках турнира разный «Вес турнира» (пустая ячейка — 1): ${i.weights.map((w) => `${w.weight} ${inUnits("ru", unit)} ${list(w.rows)}`).join("; ")}; укажите один вес во всех строках турнира`,
		en: (i, unit) => `the tournament's rows give different “Tournament weight” (blank is 1): ${i.weights.map((w) => `${w.weight} in ${inUnits("en", unit)} ${list(w.rows)}`).join("; ")}; give one weight on every row of the tournament`
	},
	"series-no-tournament-column": {
		ru: () => "для серии нужен столбец «Турнир»: в нём каждая строка называет турнир своей игры",
		en: () => "a series needs a “Tournament” column, in which every row names its game's tournament"
	},
	"rules-bad-series-points": {
		ru: (i) => `«Серия: очки за места»: «${i.value}» — нужно «по участникам» или список чисел от 0 до 10000 через «;», не возрастающих, например «25; 18; 15; 12»`,
		en: (i) => `“Series: points by place”: “${i.value}”: expected “by field” or a list of numbers from 0 to 10000 separated by “;”, not increasing, such as “25; 18; 15; 12”`
	},
	"rules-argument": {
		ru: (i) => `«${i.value}» — правила задаются названием системы (${presets("ru")}) или диапазоном из двух столбцов`,
		en: (i) => `“${i.value}”: give the rules as a system name (${presets("en")}) or a two-column range`
	},
	"team-conflict": {
		ru: (i) => `игрок «${i.name}» записан в разных командах: ` + i.teams.map((t) => `«${t.team}» (строка ${t.row})`).join(" и "),
		en: (i) => `player “${i.name}” is written in different teams: ` + i.teams.map((t) => `“${t.team}” (row ${t.row})`).join(" and ")
	},
	"stats-view": {
		ru: (i) => `«${i.value}» — неизвестный вид статистики; нужно ${views("ru")}${nearView(i, "ru")}`,
		en: (i) => `“${i.value}” is not a statistics view; expected ${views("en")}${nearView(i, "en")}`
	},
	"rules-unknown-preset": {
		ru: (i) => `«${i.value}» — неизвестная система; нужно ${presets("ru")}`,
		en: (i) => `“${i.value}” is not a scoring system; expected ${presets("en")}`
	},
	"rules-unknown-setting": {
		ru: (i) => `«${i.value}» — неизвестная настройка` + (i.nearest === void 0 ? "" : `; может быть, «${i.nearest}»?`),
		en: (i) => `“${i.value}” is not a setting` + (i.nearest === void 0 ? "" : `; did you mean “${i.nearest}”?`)
	},
	"rules-twice": {
		ru: (i) => `настройка «${i.value}» уже задана в строке ${i.firstRow}`,
		en: (i) => `setting “${i.value}” is already given in row ${i.firstRow}`
	},
	"rules-not-number": {
		ru: (i) => `«${i.setting.ru}»: «${i.value}» — не число`,
		en: (i) => `“${i.setting.en}”: “${i.value}” is not a number`
	},
	"rules-out-of-range": {
		ru: (i) => `«${i.setting.ru}»: «${i.value}» — нужно ${rangeText(i.range, "ru")}`,
		en: (i) => `“${i.setting.en}”: “${i.value}” is not ${rangeText(i.range, "en")}`
	},
	"rules-not-yes-no": {
		ru: (i) => `«${i.setting.ru}»: «${i.value}» — нужно да или нет`,
		en: (i) => `“${i.setting.en}”: “${i.value}” is not yes or no`
	},
	"rules-bad-choice": {
		ru: (i) => `«${i.setting.ru}»: «${i.value}» — нужно ${alternatives(
			i.choices.map((c) => c.ru),
			"ru"
		)}`,
		en: (i) => `“${i.setting.en}”: “${i.value}”: expected ${alternatives(
			i.choices.map((c) => c.en),
			"en"
		)}`
	},
	"rules-negative-ci": {
		ru: (i) => `«${i.value}» — компенсация Ci не может быть меньше 0`,
		en: (i) => `“${i.value}”: the compensation Ci cannot be below 0`
	},
	"rules-bad-earners": {
		ru: (i) => `«${i.value}» — лучший ход получает «мирный» или «красные»`,
		en: (i) => `“${i.value}”: the best move is earned by “civilian” or “red”`
	},
	"rules-unknown-tie-break": {
		ru: (i) => `«${i.value}» — неизвестный показатель; можно: ${tieBreakWords("ru")}`,
		en: (i) => `“${i.value}” is not a tie-break; use: ${tieBreakWords("en")}`
	},
	"rules-tie-break-twice": {
		ru: (i) => `показатель «${i.value}» указан дважды`,
		en: (i) => `tie-break “${i.value}” is given twice`
	}
};
function roleRows(issue2, lang, unit) {
	return issue2.rows === void 0 ? "" : ` (${numbered(issue2.rows, lang, unit)})`;
}
function whatIsWrong(issue2, lang, unit) {
	const text = TEXTS[issue2.code][lang];
	return text(issue2, unit);
}
function gameLabel(game, lang) {
	const place = [];
	if (game.tournament !== void 0 && game.tournament !== "")
		place.push(`${lang === "ru" ? "турнир" : "tournament"} ${quote(game.tournament, lang)}`);
	if (game.round !== void 0) place.push(`${lang === "ru" ? "тур" : "round"} ${game.round}`);
	if (game.table !== void 0) place.push(`${lang === "ru" ? "стол" : "table"} ${game.table}`);
	return place.length > 0 ? `${game.label} (${place.join(", ")})` : game.label;
}
function describeIssue(issue2, lang, unit = "row") {
	const where = [];
	if (issue2.rulesRow !== void 0) {
		where.push(
			lang === "ru" ? `Правила, строка ${issue2.rulesRow}` : `Rules, row ${issue2.rulesRow}`
		);
	}
	if (issue2.game !== void 0) {
		const label = gameLabel({ ...issue2, label: issue2.game }, lang);
		where.push(lang === "ru" ? `Игра ${label}` : `Game ${label}`);
	} else if (issue2.tournament !== void 0) {
		const name = quote(issue2.tournament, lang);
		where.push(lang === "ru" ? `Турнир ${name}` : `Tournament ${name}`);
	}
	if (issue2.sameRows !== void 0) {
		const [one, many] = UNIT_WORDS[unit][lang];
		where.push(`${issue2.sameRows.length > 1 ? many : one} ${rowRanges(issue2.sameRows, lang)}`);
	} else if (issue2.row !== void 0) where.push(numbered([issue2.row], lang, unit));
	if (issue2.field !== void 0)
		where.push(quote(issue2.header ?? HEADERS[issue2.field][lang], lang));
	const what = whatIsWrong(issue2, lang, unit);
	return where.length > 0 ? `${where.join(", ")}: ${what}` : what;
}
var MAX_DESCRIBED = 30;
function moreProblems(count, lang) {
	return lang === "ru" ? `…и ещё ${count}` : `…and ${count} more`;
}
var MAX_NAMED_GAMES = 10;
function gameList(labels, lang) {
	const named = labels.slice(0, MAX_NAMED_GAMES).join(", ");
	return labels.length > MAX_NAMED_GAMES ? `${named} ${moreProblems(labels.length - MAX_NAMED_GAMES, lang)}` : named;
}
function describeIssues(issues, lang, total = issues.length, limit = MAX_DESCRIBED) {
	const rules = issues.some(
		(issue2) => issue2.rulesRow !== void 0 || issue2.code.startsWith("rules-")
	);
	const head = rules ? lang === "ru" ? "Ошибки в правилах:" : "The rules have errors:" : lang === "ru" ? "Ошибки в протоколе игр:" : "The games table has errors:";
	const shown = issues.slice(0, limit).map((issue2) => describeIssue(issue2, lang));
	if (total > shown.length) shown.push(moreProblems(total - shown.length, lang));
	return [head, ...shown].join("\n");
}

function renumberRows(issue2, to) {
	const row3 = issue2.row === void 0 ? issue2 : { ...issue2, row: to(issue2.row) };
	const where = row3.sameRows === void 0 ? row3 : { ...row3, sameRows: row3.sameRows.map(to) };
	if ("rows" in where && where.rows !== void 0) return { ...where, rows: where.rows.map(to) };
	if (where.code === "stage-conflict")
		return { ...where, stages: where.stages.map((s) => ({ ...s, rows: s.rows.map(to) })) };
	if (where.code === "tournament-conflict") {
		const tournaments = where.tournaments.map((t) => ({ ...t, rows: t.rows.map(to) }));
		return { ...where, tournaments };
	}
	if (where.code === "weight-conflict")
		return { ...where, weights: where.weights.map((w) => ({ ...w, rows: w.rows.map(to) })) };
	return where;
}

var BY_FIELD_WORDS = {
	ru: "по участникам",
	en: "by field"
};
var MAX_PLACE_POINTS = 1e4;
function parseSeriesPoints(value) {
	if (typeof value === "number") return listOf([value]);
	if (typeof value !== "string" || isEmptyCell(value)) return void 0;
	const words = normalizeText(value);
	if (words === normalizeText(BY_FIELD_WORDS.ru) || words === normalizeText(BY_FIELD_WORDS.en))
		return "field";
	const numbers2 = [];
	for (const part of value.split(/[;\s]+/)) {
		if (part === "") continue;
		const n = numberOf(part);
		if (n === void 0) return void 0;
		numbers2.push(n);
	}
	return listOf(numbers2);
}
function listOf(numbers2) {
	if (numbers2.length === 0) return void 0;
	const fits = numbers2.every(
		(n, i) => n >= 0 && n <= MAX_PLACE_POINTS && (i === 0 || n <= (numbers2[i - 1] ?? n))
	);
	return fits ? numbers2 : void 0;
}
function seriesPointsText(points, lang) {
	return points === "field" ? BY_FIELD_WORDS[lang] : points.join("; ");
}

var number = (key, ru3, en3, range) => range === void 0 ? { kind: "number", key, ru: ru3, en: en3 } : { kind: "number", key, ru: ru3, en: en3, range };
var yesNo = (key, ru3, en3) => ({
	kind: "yes-no",
	key,
	ru: ru3,
	en: en3
});
function choice(key, ru3, en3, words, problem = "rules-bad-choice") {
	return { kind: "choice", key, ru: ru3, en: en3, words, problem };
}
var WEIGHT = { min: 0, max: 10, aboveMin: true };
var K_FACTOR = { min: 0, max: 100 };
var TOURNAMENTS = { min: 0, max: 1e3, whole: true };
var RULE_SETTINGS = [
	number("civilianWin", "Победа мирного", "Civilian win"),
	number("sheriffWin", "Победа шерифа", "Sheriff win"),
	number("mafiaWin", "Победа мафии", "Mafia win"),
	number("donWin", "Победа дона", "Don win"),
	number("civilianLoss", "Поражение мирного", "Civilian loss"),
	number("sheriffLoss", "Поражение шерифа", "Sheriff loss"),
	number("mafiaLoss", "Поражение мафии", "Mafia loss"),
	number("donLoss", "Поражение дона", "Don loss"),
	number(
		"sheriffKilledFirstNightLoss",
		"Поражение шерифа, убитого в первую ночь",
		"Loss of a Sheriff killed first night"
	),
	number("bestMove2", "Лучший ход: 2 чёрных", "Best move: 2 black"),
	number("bestMove3", "Лучший ход: 3 чёрных", "Best move: 3 black"),
	choice(
		"bestMoveEarnedBy",
		"Лучший ход получает",
		"Best move earned by",
		BEST_MOVE_EARNER_WORDS,
		"rules-bad-earners"
	),
	number("perCorrectPick", "Правильная кандидатура", "Correct pick"),
	number("bestPlayer", "Лучший игрок", "Best player"),
	number("perRemark", "Замечание", "Remark"),
	number("removed", "Удаление", "Removal"),
	number("perGame", "За каждую игру", "Every game"),
	number("compensation", "Компенсация Ci", "Compensation Ci"),
	{ kind: "order", key: "tieBreaks", ru: "Порядок при равенстве", en: "Tie-break order" },
	number("semiWeight", "Вес полуфинала", "Semi-final weight", WEIGHT),
	number("finalWeight", "Вес финала", "Final weight", WEIGHT),
	choice("ciInFinal", "Ci в финале", "Ci in the final", CI_IN_FINAL_WORDS),
	yesNo("finalistsFirst", "Финалисты выше", "Finalists first"),
	number("finalists", "Финалистов", "Finalists", { min: 1, max: 100, whole: true }),
	number("minGames", "Минимум игр", "Minimum games", { min: 0, max: 1e3, whole: true }),
	choice("rankBy", "Зачёт по", "Ranked by", RANK_BY_WORDS),
	yesNo("hideFinal", "Скрыть финал", "Hide the final"),
	number("ratingKWin", "Рейтинг: K победы", "Rating: K win", K_FACTOR),
	number("ratingKLoss", "Рейтинг: K поражения", "Rating: K loss", K_FACTOR),
	choice("awardsBy", "Номинации по", "Awards by", AWARDS_BY_WORDS),
	number("awardsMinGames", "Номинации: минимум игр", "Awards: minimum games", {
		min: 1,
		max: 1e3,
		whole: true
	}),
	number("teamBest", "Команда: лучших", "Team: best", { min: 0, max: 100, whole: true }),
	{
		kind: "series-points",
		key: "seriesPoints",
		ru: "Серия: очки за места",
		en: "Series: points by place"
	},
	number("seriesBest", "Серия: лучших турниров", "Series: best tournaments", TOURNAMENTS),
	number("seriesMinimum", "Серия: минимум турниров", "Series: minimum tournaments", TOURNAMENTS)
];
var SYSTEM_SETTING = { ru: "Система", en: "System" };
var RULES_HEADER = { ru: "Настройка", en: "Setting" };
function settingText(system, setting, lang) {
	switch (setting.kind) {
		case "number":
			return system[setting.key];
		case "yes-no":
			return YES_NO_NAMES[system[setting.key] ? "yes" : "no"][lang];
		case "choice":
			return choiceWords(setting)[system[setting.key]]?.[lang] ?? "";
		case "order":
			return system.tieBreaks.map((key) => TIE_BREAKS[key][lang]).join(", ");
		case "series-points":
			return seriesPointsText(system.seriesPoints, lang);
	}
}
function choiceWords(setting) {
	return setting.words;
}
var YES_NO_NAMES = {
	yes: { ru: "да", en: "yes" },
	no: { ru: "нет", en: "no" }
};

function bilingual(entries, key = normalizeText) {
	const index = new Map();
	for (const [value, names2] of entries) {
		index.set(key(names2.ru), value);
		index.set(key(names2.en), value);
	}
	return index;
}
function settingKey(text) {
	return normalizeText(text).replace(/k/g, "к");
}
var keysOf = (record2) => Object.keys(record2);
var WORDS = {
	settings: bilingual(
		RULE_SETTINGS.map((setting) => [setting, setting]),
		settingKey
	),
	presets: bilingual(keysOf(PRESET_NAMES).map((id) => [id, PRESET_NAMES[id]])),
	tieBreaks: bilingual(keysOf(TIE_BREAKS).map((key) => [key, TIE_BREAKS[key]])),
	choices: new Map(
		RULE_SETTINGS.flatMap(
			(setting) => setting.kind === "choice" ? [[setting.key, wordsOf(choiceWords(setting))]] : []
		)
	),
	system: bilingual([[true, SYSTEM_SETTING]]),
	header: bilingual([[true, RULES_HEADER]])
};
function unknownSetting(value, rulesRow) {
	const nearest = nearestName(value, [...RULE_SETTINGS, SYSTEM_SETTING], settingKey);
	const issue2 = { code: "rules-unknown-setting", rulesRow, value };
	if (nearest === void 0) return issue2;
	const typed = settingKey(value);
	const distance = (name) => editDistance(typed, settingKey(name));
	const written = distance(nearest.en) < distance(nearest.ru) ? nearest.en : nearest.ru;
	return { ...issue2, nearest: written };
}
function ruleNameOf(cell) {
	if (typeof cell !== "string") return void 0;
	const key = normalizeText(cell);
	return WORDS.settings.get(settingKey(cell)) ?? (WORDS.system.has(key) ? "system" : WORDS.header.has(key) ? "header" : void 0);
}
function presetByName(text) {
	return WORDS.presets.get(normalizeText(text));
}
function parseRules(rules) {
	if (rules === void 0 || rules === null || isEmptyCell(rules))
		return { ok: true, system: CLUB_SYSTEM };
	if (Array.isArray(rules)) return parseRulesRange(rules);
	if (typeof rules === "string") {
		const preset = presetByName(rules);
		return preset ? { ok: true, system: PRESETS[preset] } : { ok: false, issues: [{ code: "rules-unknown-preset", value: cellText(rules) }] };
	}
	return { ok: false, issues: [{ code: "rules-argument", value: cellText(rules) }] };
}
function parseRulesRange(range) {
	const rows = range.map((row3) => Array.isArray(row3) ? row3 : [row3]);
	const issues = [];
	let preset = "club";
	rows.forEach((cells, i) => {
		const name = cells[0];
		if (ruleNameOf(name) !== "system") return;
		if (isEmptyCell(cells[1])) return;
		const found = typeof cells[1] === "string" ? presetByName(cells[1]) : void 0;
		if (found) preset = found;
		else issues.push({ code: "rules-unknown-preset", rulesRow: i + 1, value: cellText(cells[1]) });
	});
	let system = PRESETS[preset];
	const seen = new Map();
	rows.forEach((cells, i) => {
		const row3 = i + 1;
		const [name, value] = [cells[0], cells[1]];
		const noteTwice = (id2) => {
			const first = seen.get(id2);
			if (first === void 0) {
				seen.set(id2, row3);
				return true;
			}
			issues.push({ code: "rules-twice", rulesRow: row3, value: cellText(name), firstRow: first });
			return false;
		};
		if (isEmptyCell(name) && isEmptyCell(value)) return;
		const nameText = cellText(name);
		const key = normalizeText(nameText);
		if (WORDS.header.has(key)) return;
		const setting = WORDS.settings.get(settingKey(nameText));
		const id = WORDS.system.has(key) ? "system" : setting?.key;
		if (id === void 0 || setting === void 0) {
			if (id === void 0) issues.push(unknownSetting(nameText, row3));
			else noteTwice(id);
			return;
		}
		if (!noteTwice(id) || isEmptyCell(value)) return;
		const applied = applySetting(system, setting, value, row3);
		if ("issue" in applied) issues.push(applied.issue);
		else system = applied.system;
	});
	return issues.length > 0 ? { ok: false, issues } : { ok: true, system };
}
function applySetting(system, setting, value, row3) {
	const text = cellText(value);
	switch (setting.kind) {
		case "number": {
			const n = numberOf(value);
			if (n === void 0)
				return {
					issue: {
						code: "rules-not-number",
						rulesRow: row3,
						value: text,
						setting: nameOf(setting)
					}
				};
			if (setting.key === "compensation" && n < 0) {
				return { issue: { code: "rules-negative-ci", rulesRow: row3, value: text } };
			}
			const range = setting.range;
			if (range !== void 0 && !inRange(n, range)) {
				return {
					issue: {
						code: "rules-out-of-range",
						rulesRow: row3,
						value: text,
						setting: nameOf(setting),
						range
					}
				};
			}
			return { system: { ...system, [setting.key]: n } };
		}
		case "yes-no": {
			const yes = readYesNo(value);
			if (yes === void 0) {
				return {
					issue: { code: "rules-not-yes-no", rulesRow: row3, value: text, setting: nameOf(setting) }
				};
			}
			return { system: { ...system, [setting.key]: yes } };
		}
		case "choice": {
			const words = WORDS.choices.get(setting.key);
			const choice2 = typeof value === "string" ? words?.get(normalizeText(value)) : void 0;
			if (choice2 !== void 0) return { system: { ...system, [setting.key]: choice2 } };
			if (setting.problem === "rules-bad-earners") {
				return { issue: { code: "rules-bad-earners", rulesRow: row3, value: text } };
			}
			const choices = Object.values(choiceWords(setting));
			return {
				issue: {
					code: "rules-bad-choice",
					rulesRow: row3,
					value: text,
					setting: nameOf(setting),
					choices
				}
			};
		}
		case "series-points": {
			const points = parseSeriesPoints(value);
			if (points === void 0)
				return { issue: { code: "rules-bad-series-points", rulesRow: row3, value: text } };
			return { system: { ...system, seriesPoints: points } };
		}
		case "order": {
			const words = text.split(/[,;]/).map((word) => word.trim()).filter((word) => word !== "");
			const order = [];
			for (const word of words) {
				const key = WORDS.tieBreaks.get(normalizeText(word));
				if (key === void 0)
					return { issue: { code: "rules-unknown-tie-break", rulesRow: row3, value: word } };
				if (order.includes(key))
					return { issue: { code: "rules-tie-break-twice", rulesRow: row3, value: word } };
				order.push(key);
			}
			return { system: { ...system, tieBreaks: order } };
		}
	}
}
function inRange(n, range) {
	const aboveMin = range.aboveMin === true ? n > range.min : n >= range.min;
	return aboveMin && n <= range.max && (range.whole !== true || Number.isInteger(n));
}
function nameOf(setting) {
	return { ru: setting.ru, en: setting.en };
}
function wordsOf(words) {
	return bilingual(Object.entries(words).map(([choice2, names2]) => [choice2, names2]));
}

var BASE = [
	{ key: "place", header: { ru: "Место", en: "Place" } },
	{ key: "name", header: { ru: "Игрок", en: "Player" } },
	{ key: "points", header: { ru: "Очки", en: "Points" } },
	{ key: "games", header: { ru: "Игры", en: "Games" } },
	{ key: "wins", header: { ru: "Победы", en: "Wins" } },
	{ key: "losses", header: { ru: "Поражения", en: "Losses" } },
	{ key: "bestPlayer", header: { ru: "Лучший игрок", en: "Best player" } },
	{ key: "donWins", header: { ru: "Победы Доном", en: "Don wins" } },
	{ key: "sheriffWins", header: { ru: "Победы Шерифом", en: "Sheriff wins" } },
	{ key: "mafiaWins", header: { ru: "Победы Мафией", en: "Mafia wins" } },
	{ key: "firstKilled", header: { ru: "Убит в первую ночь", en: "Killed first night" } }
];
var STANDINGS_HEADERS = {
	ru: BASE.map((column2) => column2.header.ru),
	en: BASE.map((column2) => column2.header.en)
};
var EXTRA = {
	bonus: { key: "bonus", header: { ru: "Доп. баллы", en: "Bonus points" } },
	sheriffDonWins: {
		key: "sheriffDonWins",
		header: { ru: "Победы шерифом и доном", en: "Sheriff and don wins" }
	},
	civilianWins: { key: "civilianWins", header: { ru: "Победы мирным", en: "Civilian wins" } },
	ci: { key: "ci", header: { ru: "Ci", en: "Ci" } }
};
var PER_GAME = {
	key: "pointsPerGame",
	header: { ru: "Очки за игру", en: "Points per game" }
};
var STAGE_COLUMNS = {
	main: { key: "mainPoints", header: { ru: "Основной этап", en: "Main stage" } },
	semi: { key: "semiPoints", header: { ru: "Полуфинал", en: "Semi-final" } },
	final: { key: "finalPoints", header: { ru: "Финал", en: "Final" } }
};
function standingsColumns(system, stages = []) {
	const keys = [...system.tieBreaks];
	if (hasCompensation(system) && !keys.includes("ci")) keys.push("ci");
	const columns = [...BASE, ...keys.flatMap((key) => EXTRA[key] ?? [])];
	if (system.rankBy === "average") columns.push(PER_GAME);
	if (stages.includes("semi") || stages.includes("final")) {
		columns.push(
			...STAGES.filter((stage) => stage === "main" || stages.includes(stage)).map(
				(stage) => STAGE_COLUMNS[stage]
			)
		);
	}
	return columns;
}
function columnValue(standing, column2) {
	const value = standing[column2.key];
	if (value === null) return "";
	return typeof value === "number" ? rounded(value) : value;
}

function finishedStages(evaluation) {
	const stages = new Set(
		evaluation.games.filter((g) => g.status === "finished").map((g) => g.stage)
	);
	return ["main", "semi", "final"].filter((stage) => stages.has(stage));
}
function standingsGrid(evaluation, lang) {
	const columns = standingsColumns(evaluation.system, finishedStages(evaluation));
	return [
		columns.map((column2) => column2.header[lang]),
		...evaluation.standings.map((s) => columns.map((column2) => columnValue(s, column2)))
	];
}

function langOfLocale(locale) {
	return typeof locale === "string" && /^ru(?![a-z])/i.test(locale.trim()) ? "ru" : "en";
}

function finalistsCut(standings, count) {
	const placed = standings.filter((s) => s.place !== null);
	if (placed.length < count) return { ok: false, placed: placed.length };
	const last = placed[count - 1];
	const next = placed[count];
	if (last !== void 0 && next !== void 0 && last.place === next.place) {
		return { ok: false, sharing: placed.filter((s) => s.place === last.place) };
	}
	return { ok: true, finalists: placed.slice(0, count) };
}

var STARTS = [2166136261, 461845907];
var PRIME = 16777619;
var CELL_END = 31;
var ROW_END = 30;
function isBlank(value) {
	return value === "" || value === null || value === void 0;
}
function isDateValue2(value) {
	return Object.prototype.toString.call(value) === "[object Date]";
}
function typedText2(value) {
	if (typeof value === "number") return `n${value}`;
	if (typeof value === "boolean") return value ? "b1" : "b0";
	if (isDateValue2(value)) return `d${value.getTime()}`;
	return `s${String(value)}`;
}
function filledLength(row3) {
	let end = row3.length;
	while (end > 0 && isBlank(row3[end - 1])) end--;
	return end;
}
function valuesDigest(values2) {
	const rows = Array.isArray(values2) ? values2 : [[values2]];
	let last = rows.length;
	while (last > 0) {
		const row3 = rows[last - 1];
		if (Array.isArray(row3) ? filledLength(row3) > 0 : !isBlank(row3)) break;
		last--;
	}
	let first = STARTS[0];
	let second = STARTS[1];
	const add = (code) => {
		first = Math.imul(first ^ code, PRIME);
		second = Math.imul(second ^ code, PRIME);
	};
	for (let r = 0; r < last; r++) {
		const row3 = rows[r];
		const cells = Array.isArray(row3) ? row3 : [row3];
		const end = filledLength(cells);
		for (let c = 0; c < end; c++) {
			const value = cells[c];
			if (!isBlank(value)) {
				const text = typedText2(value);
				for (let i = 0; i < text.length; i++) add(text.charCodeAt(i));
			}
			add(CELL_END);
		}
		add(ROW_END);
	}
	return [first, second].map((h2) => (h2 >>> 0).toString(16).padStart(8, "0")).join("");
}

function playerGames(evaluation, key) {
	const games = [];
	for (const game of evaluation.games) {
		if (game.status !== "finished") continue;
		const score = game.scores.find(({ row: row4 }) => row4.playerKey === key);
		if (score === void 0) continue;
		const { row: row3, points } = score;
		if (row3.role === null || row3.seat === null) continue;
		games.push({
			game: game.label,
			place: writtenPlace(game),
			stage: game.stage,
			seat: row3.seat,
			role: row3.role,
			won: roleWon(row3.role, game.winner),
			points,
			index: row3.index
		});
	}
	return games.reverse();
}

function seriesOf(evaluation) {
	const { system, tournaments } = evaluation;
	const results = new Map();
	for (const [key, standings] of tournamentStandings(evaluation)) {
		const weight = tournaments.find((t) => t.key === key)?.weight ?? 1;
		for (const [player, result] of seriesResults(standings, system.seriesPoints, weight)) {
			let own3 = results.get(player);
			if (own3 === void 0) {
				own3 = new Map();
				results.set(player, own3);
			}
			own3.set(key, result);
		}
	}
	return { tournaments, lines: rankSeries(system, evaluation.playerNames, results) };
}
function tournamentStandings(evaluation) {
	const { system } = evaluation;
	const byTournament = new Map();
	for (const game of evaluation.games) {
		if (game.status !== "finished" || game.tournamentKey === void 0) continue;
		const games = byTournament.get(game.tournamentKey);
		if (games === void 0) byTournament.set(game.tournamentKey, [game]);
		else games.push(game);
	}
	const standings = new Map();
	for (const [key, games] of byTournament) {
		const lines = new PlayerLines(evaluation.playerNames);
		for (const game of rescored(system, games)) lines.add(game);
		const anyFinal = games.some((game) => game.stage === "final");
		standings.set(key, rankPlayers(system, lines.lines(), anyFinal));
	}
	return standings;
}
function rescored(system, games) {
	if (system.compensation <= 0) return games;
	const ci = new Compensation(system.compensation, system.ciInFinal);
	for (const game of games) ci.count(game.rows, game.stage);
	const scorer = new Scorer(system, ci);
	return games.map((game) => ({ ...game, scores: scorer.score(game) }));
}
function seriesResults(standings, points, weight) {
	const placed = standings.filter((s) => s.place !== null);
	const n = placed.length;
	const ofPlace = (p) => points === "field" ? n - p + 1 : points[p - 1] ?? 0;
	const sharing = new Map();
	for (const s of placed) sharing.set(s.place ?? 0, (sharing.get(s.place ?? 0) ?? 0) + 1);
	const results = new Map();
	for (const s of placed) {
		const place = s.place ?? 0;
		const k = sharing.get(place) ?? 1;
		let sum2 = 0;
		for (let p = place; p < place + k; p++) sum2 += ofPlace(p);
		results.set(s.key, { place, points: sum2 / k * weight });
	}
	return results;
}
function rankSeries(system, names2, results) {
	const order = new Map([...names2.keys()].map((key, i) => [key, i]));
	const counted = [...results].map(([key, own3]) => {
		const all = [...own3.values()].map((r) => r.points).sort((a, b) => b - a);
		const kept = system.seriesBest > 0 ? all.slice(0, system.seriesBest) : all;
		const rest = system.seriesBest > 0 ? all.slice(system.seriesBest) : [];
		return {
			key,
			points: sum(kept),
			dropped: sum(rest),
			places: [...own3.values()].map((r) => r.place).sort((a, b) => a - b),
			order: order.get(key) ?? Number.MAX_SAFE_INTEGER,
			results: own3
		};
	});
	const enough = (c) => c.places.length >= system.seriesMinimum;
	const groups = [
		{ ranked: true, group: counted.filter(enough) },
		{ ranked: false, group: counted.filter((c) => !enough(c)) }
	];
	const lines = [];
	for (const { ranked, group } of groups) {
		group.sort((a, b) => compareSeries(a, b) || a.order - b.order);
		let previous;
		let place = 0;
		group.forEach((c, i) => {
			if (previous === void 0 || compareSeries(previous, c) !== 0) place = i + 1;
			previous = c;
			lines.push({
				key: c.key,
				name: names2.get(c.key) ?? c.key,
				place: ranked ? place : null,
				points: c.points,
				tournaments: c.places.length,
				dropped: c.dropped,
				results: c.results
			});
		});
	}
	return lines;
}
function compareSeries(a, b) {
	if (!sameFigure(a.points, b.points)) return b.points - a.points;
	const length = Math.max(a.places.length, b.places.length);
	for (let i = 0; i < length; i++) {
		const pa = a.places[i] ?? Number.POSITIVE_INFINITY;
		const pb = b.places[i] ?? Number.POSITIVE_INFINITY;
		if (pa !== pb) return pa < pb ? -1 : 1;
	}
	return 0;
}
function sum(values2) {
	return values2.reduce((total, value) => total + value, 0);
}

var SERIES_HEADERS = {
	ru: ["Место", "Игрок", "Очки", "Турниров", "Отброшено"],
	en: ["Place", "Player", "Points", "Tournaments", "Dropped"]
};
function seriesGrid(series, lang) {
	const header = [...SERIES_HEADERS[lang], ...series.tournaments.map((t) => t.name)];
	return [
		header,
		...series.lines.map((line) => [
			line.place ?? "",
			line.name,
			rounded(line.points),
			line.tournaments,
			rounded(line.dropped),
			...series.tournaments.map((t) => {
				const result = line.results.get(t.key);
				return result === void 0 ? "" : rounded(result.points);
			})
		])
	];
}

function asTable(games) {
	if (!Array.isArray(games) || games.length > 0 && !Array.isArray(games[0])) {
		throw new Error(
			"Укажите диапазон таблицы игр, например Игры!A:N / Pass the games range, e.g. Games!A:N"
		);
	}
	return games;
}
function systemOf(rules, table2) {
	const parsed = parseRules(rules);
	if (parsed.ok) return parsed.system;
	throw new Error(describeIssues(parsed.issues, tableLang(table2)));
}
function evaluateForSheets(games, rules) {
	const table2 = asTable(games);
	const system = systemOf(rules, table2);
	try {
		return evaluate(table2, { system });
	} catch (error) {
		if (error instanceof TableError) {
			throw new Error(describeIssues(error.issues, error.lang), { cause: error });
		}
		throw error;
	}
}
function requireValid(evaluation) {
	if (evaluation.problemCount > 0)
		throw new Error(
			describeIssues(evaluation.issues, evaluation.layout.lang, evaluation.problemCount)
		);
}
function gameProblemText(issues, row3, lang) {
	const own3 = issues.filter((issue2) => issue2.row === row3);
	const shown = own3.length > 0 ? own3 : issues.filter((issue2) => issue2.row === void 0);
	return (shown.length > 0 ? shown : issues).map((issue2) => describeIssue(issue2, lang)).join("; ");
}
function pointsColumn(evaluation) {
	const { layout, rowNumber } = evaluation;
	const lang = layout.lang;
	const points = pointsByRow(evaluation);
	const invalidGames = new Map();
	for (const game of evaluation.games) {
		if (game.status === "invalid") for (const row3 of game.rows) invalidGames.set(row3.index, game);
	}
	const strays = new Map(evaluation.strays.map((stray) => [stray.index, stray.issue]));
	return evaluation.rowKinds.map((kind2, i) => {
		switch (kind2) {
			case "header":
				return [POINTS_HEADER[lang]];
			case "seat": {
				const seatPoints2 = points[i];
				if (seatPoints2 !== void 0) return [rounded(seatPoints2)];
				const game = invalidGames.get(i);
				return [game ? gameProblemText(game.issues, rowNumber(i), lang) : ""];
			}
			case "stray": {
				const issue2 = strays.get(i) ?? { code: "no-game", row: rowNumber(i), field: "game" };
				return [describeIssue(issue2, lang)];
			}
			default:
				return [""];
		}
	});
}
function mafiaPoints(games, rules) {
	return pointsColumn(evaluateForSheets(games, rules));
}
function mafiaStandings(games, rules) {
	const evaluation = evaluateForSheets(games, rules);
	requireValid(evaluation);
	return standingsGrid(evaluation, evaluation.layout.lang);
}
function mafiaRank(player, games, rules) {
	const evaluation = evaluateForSheets(games, rules);
	requireValid(evaluation);
	const places = new Map();
	for (const s of evaluation.standings) if (s.place !== null) places.set(s.key, s.place);
	const placeOf = (name) => {
		if (isSheetError(name)) return cellText(name);
		if (typeof name !== "string" && typeof name !== "number") return "";
		return places.get(playerKey(name)) ?? "";
	};
	if (Array.isArray(player))
		return player.map((row3) => Array.isArray(row3) ? row3.map(placeOf) : [placeOf(row3)]);
	return placeOf(player);
}
function statsView(view, lang) {
	if (view === void 0 || view === null || isEmptyCell(view)) return "players";
	const chosen = typeof view === "string" ? statsViewOf(view) : void 0;
	if (chosen === void 0) {
		throw new Error(describeIssue({ code: "stats-view", value: cellText(view) }, lang));
	}
	return chosen;
}
function mafiaStats(games, rules, view) {
	const evaluation = evaluateForSheets(games, rules);
	const lang = evaluation.layout.lang;
	const chosen = statsView(view, lang);
	requireValid(evaluation);
	const result = viewGrid(evaluation, chosen, lang);
	if (!result.ok) throw new Error(describeIssues(result.issues, lang));
	return result.grid;
}
function mafiaSeries(games, rules) {
	const evaluation = evaluateForSheets(games, rules);
	const lang = evaluation.layout.lang;
	if (evaluation.layout.season.tournament < 0)
		throw new Error(describeIssue({ code: "series-no-tournament-column" }, lang));
	requireValid(evaluation);
	return seriesGrid(seriesOf(evaluation), lang);
}
function mafiaFingerprint(range) {
	return valuesDigest(range);
}

var sheets_exports = {};
__export(sheets_exports, {
	appsScriptServices: () => appsScriptServices,
	card: () => playerCard_exports,
	commands: () => commands_exports,
	final: () => finalSeating_exports,
	handleEdit: () => handleEdit,
	onOpen: () => onOpen,
	probeReport: () => probeReport,
	runDiagnostics: () => runDiagnostics,
	seating: () => seatingCommands_exports,
	store: () => gameStore_exports,
	storeCall: () => storeCall,
	writeJudgeSheets: () => writeJudgeSheets
});

var commands_exports = {};
__export(commands_exports, {
	checkProtocol: () => checkProtocol,
	recalculateStandings: () => recalculateStandings,
	setupTournament: () => setupTournament,
	showGameForm: () => showGameForm,
	showHelp: () => showHelp
});

var LOCALE_ELEMENT_ID = "mafia-standings-locale";
var LOCALE_ATTRIBUTE = "data-locale";
function escapeAttribute(text) {
	return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function hiddenMarkup(id, attribute, value) {
	return `<div id="${id}" ${attribute}="${escapeAttribute(value)}" hidden></div>`;
}
function localeMarkup(locale) {
	return hiddenMarkup(LOCALE_ELEMENT_ID, LOCALE_ATTRIBUTE, locale);
}
var RULES_ELEMENT_ID = "mafia-standings-rules";
var RULES_ATTRIBUTE = "data-rules";
function rulesCell(cell) {
	if (typeof cell === "string" || typeof cell === "boolean") return cell;
	if (typeof cell === "number") return Number.isFinite(cell) ? cell : String(cell);
	return cellText(cell);
}
function rulesCellsOf(values2) {
	return values2.map((row3) => [rulesCell(row3[0]), rulesCell(row3[1])]);
}
function rulesOfCells(cells) {
	if (cells === null || cells === void 0) return parseRules(void 0);
	return parseRules(Array.isArray(cells) ? cells : JSON.stringify(cells));
}
function rulesMarkup(values2) {
	return hiddenMarkup(RULES_ELEMENT_ID, RULES_ATTRIBUTE, JSON.stringify(rulesCellsOf(values2)));
}
var ROSTER_ELEMENT_ID = "mafia-standings-roster";
var ROSTER_ATTRIBUTE = "data-roster";
function rosterMarkup(names2) {
	return hiddenMarkup(ROSTER_ELEMENT_ID, ROSTER_ATTRIBUTE, JSON.stringify(names2));
}
var PLACE_ELEMENT_ID = "mafia-standings-place";
var PLACE_ATTRIBUTE = "data-place";
function placeMarkup(place) {
	return hiddenMarkup(PLACE_ELEMENT_ID, PLACE_ATTRIBUTE, JSON.stringify(place));
}
var TOURNAMENTS_ELEMENT_ID = "mafia-standings-tournaments";
var TOURNAMENTS_ATTRIBUTE = "data-tournaments";
function tournamentsMarkup(names2) {
	return hiddenMarkup(TOURNAMENTS_ELEMENT_ID, TOURNAMENTS_ATTRIBUTE, JSON.stringify(names2));
}
var TEAMS_ELEMENT_ID = "mafia-standings-teams";
var TEAMS_ATTRIBUTE = "data-teams";
function teamsMarkup() {
	return hiddenMarkup(TEAMS_ELEMENT_ID, TEAMS_ATTRIBUTE, "yes");
}

var DATE_HEADER = { ru: "Дата", en: "Date" };
var GAMES_COLUMNS = [
	...POSITIONAL_FIELDS,
	"date",
	"extra",
	"stage",
	"team"
];
var STORED_COLUMNS = [
	...GAMES_COLUMNS,
	"round",
	"table",
	"tournament"
];
function gamesHeader(lang) {
	return GAMES_COLUMNS.map(
		(column2) => column2 === "date" ? DATE_HEADER[lang] : HEADERS[column2][lang]
	);
}
function payloadToRows(payload, gameId, lang, columns = GAMES_COLUMNS) {
	return payload.seats.map((seat) => {
		const cells = {
			game: gameId,
			seat: seat.seat,
			player: seat.player,
			role: ROLE_NAMES[seat.role][lang],
			winner: SIDE_NAMES[payload.winner][lang],
			firstKilled: seat.firstKilled ?? false,
			bestMove: seat.bestMove && seat.bestMove.length > 0 ? seat.bestMove.join(" ") : "",
			correct: seat.correct ?? 0,
			bestPlayer: seat.bestPlayer ?? false,
			remarks: seat.remarks ?? 0,
			removed: seat.removed ?? false,
			extra: seat.extra ?? "",
			stage: payload.stage === void 0 || payload.stage === "main" ? "" : STAGE_NAMES[payload.stage][lang],
			date: payload.date ?? "",
			team: seat.team?.trim() ?? "",
			round: payload.round?.trim() ?? "",
			table: payload.table?.trim() ?? "",
			tournament: payload.tournament?.trim() ?? ""
		};
		return columns.map((column2) => cells[column2]);
	});
}

var DATE_KEYS = new Set([
	normalizeText(DATE_HEADER.ru),
	normalizeText(DATE_HEADER.en)
]);
var NO_RULES = { ok: true, system: CLUB_SYSTEM };
function readGamesTable(values2, rules = NO_RULES, reader = "store", dayOfDate) {
	let evaluation;
	const system = rules.ok ? rules.system : CLUB_SYSTEM;
	try {
		evaluation = evaluate(values2, {
			firstRow: 1,
			system: reader === "standings" ? system : { ...system, hideFinal: false },
			...dayOfDate ? { dayOfDate } : {}
		});
	} catch (error) {
		if (error instanceof TableError)
			return { ok: false, error, rulesIssues: rules.ok ? [] : rules.issues };
		throw error;
	}
	const layout = evaluation.layout;
	const header = values2[0] ?? [];
	let date2 = header.findIndex(
		(cell) => typeof cell === "string" && DATE_KEYS.has(normalizeText(cell))
	);
	if (date2 < 0 && header.every((cell) => cell === "" || cell === null || cell === void 0))
		date2 = POSITIONAL_FIELDS.length;
	const perTable = layout.place.table >= 0;
	const columnOf = (c) => {
		if (c === "date") return date2;
		if (c === "round" || c === "table") return perTable ? layout.place[c] : -1;
		if (c === "tournament") return layout.season.tournament;
		return layout.columns[c];
	};
	const columns = Object.fromEntries(STORED_COLUMNS.map((c) => [c, columnOf(c)]));
	const rulesIssues = rules.ok ? [] : rules.issues;
	return {
		ok: true,
		table: {
			values: values2,
			evaluation,
			lang: layout.lang,
			columns,
			lastDataRow: lastDataRow(evaluation),
			rulesIssues
		}
	};
}
function lastDataRow(evaluation) {
	const kinds = evaluation.rowKinds;
	for (let i = kinds.length - 1; i >= 0; i--) if (kinds[i] !== "blank") return i + 1;
	return 1;
}
function placeColumnsOf(header) {
	const read = readGamesTable([header]);
	if (!read.ok) return { round: false, table: false, team: -1 };
	const { columns } = read.table;
	return { round: columns.round >= 0, table: columns.table >= 0, team: columns.team };
}
function nextNumericId(evaluation) {
	let max = 0;
	for (const game of evaluation.games) {
		if (/^\d{1,15}$/.test(game.label)) max = Math.max(max, Number(game.label));
	}
	return String(max + 1);
}
function playersByFrequency(evaluation) {
	const rows = new Map();
	for (const game of evaluation.games) {
		for (const row3 of game.rows) rows.set(row3.playerKey, (rows.get(row3.playerKey) ?? 0) + 1);
	}
	return [...evaluation.playerNames].sort(([a], [b]) => (rows.get(b) ?? 0) - (rows.get(a) ?? 0)).map(([, name]) => name);
}
function headerColumns(header) {
	const plain = readGamesTable([header]);
	if (!plain.ok) return plain.error;
	if (!plain.table.evaluation.layout.headerRecognized) return null;
	const { columns: all, lang } = plain.table;
	const columns = Object.fromEntries(GAMES_COLUMNS.map((c) => [c, all[c]]));
	return { columns, lang, tournament: all.tournament };
}

var RISKY_START = /^[=+\-@'#\s]/;
var BOOLEAN_WORD = /^\s*(true|false|истина|ложь)\s*$/i;
function needsEscape(text) {
	return text !== "" && (RISKY_START.test(text) || /\d/.test(text) || BOOLEAN_WORD.test(text) || /\s$/.test(text));
}
function literalText(text) {
	return needsEscape(text) ? `'${text}` : text;
}
function plainTextCell(value) {
	return typeof value === "string" && value.startsWith("'") && !/^'[='\s]/.test(value) ? value.slice(1) : value;
}
function safeCell(value) {
	if (typeof value === "string") return literalText(value);
	if (typeof value === "number") return Number.isFinite(value) ? value : "";
	if (typeof value === "boolean") return value;
	if (isDate(value)) return value;
	return "";
}
function isDate(value) {
	return typeof value === "object" && value !== null && Object.prototype.toString.call(value) === "[object Date]";
}
function gameIdCell(id) {
	return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : literalText(id);
}

var ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(text) {
	const m = ISO.exec(text);
	if (!m) return false;
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const date2 = new Date(Date.UTC(y, mo - 1, d));
	return date2.getUTCFullYear() === y && date2.getUTCMonth() === mo - 1 && date2.getUTCDate() === d;
}
function isoDateOfCell(value, timeZone, formatDate) {
	if (isDate(value))
		return isNaN(value.getTime()) ? void 0 : formatDate(value, timeZone, "yyyy-MM-dd");
	if (typeof value === "string" && isIsoDate(value.trim())) return value.trim();
	return void 0;
}
function dayOfDateIn(services, timeZone) {
	const days = new Map();
	let zone;
	return (date2) => {
		const time2 = date2.getTime();
		let day = days.get(time2);
		if (day === void 0) {
			zone ?? (zone = timeZone());
			day = services.utilities.formatDate(date2, zone, "yyyy-MM-dd");
			days.set(time2, day);
		}
		return day;
	};
}

var RUSSIAN = {
	addon: "Mafia Standings",
	menu: {
		enterGame: "Внести игру…",
		setup: "Создать листы турнира",
		recalc: "Пересчитать таблицу",
		check: "Проверить протокол",
		help: "Справка",
		seating: "Составить рассадку…",
		finalSeating: "Рассадка финала…",
		judgeSheets: "Бланки для судей",
		playerCard: "Карточка игрока",
		diagnostics: "Диагностика таблицы"
	},
	sidebarTitle: "Протокол игры",
	ready: "Листы турнира готовы, данные не тронуты.",
	foreignSheet: (name) => `Лист «${name}» создан не надстройкой и не тронут. Переименуйте его и повторите «Создать листы турнира».`,
	headerUnknown: (name) => `Первая строка листа «${name}» — не заголовок таблицы игр: столбцы не оформлены.`,
	noGamesSheet: "Нет листа игр: выберите в меню «Создать листы турнира».",
	updated: (players, games) => `Таблица обновлена: игроков ${players}, игр ${games}.`,
	problems: (count) => `Ошибок в протоколе: ${count}`,
	seeColumn: (letter) => `список — на листе «Таблица», столбец ${letter}.`,
	stale: "Слева — последняя верная таблица.",
	statusOk: "Ошибок в протоколе нет",
	status: {
		upToDate: (game, when) => game === null ? `Таблица обновлена ${when}: сыгранных игр пока нет.` : `Таблица обновлена после игры ${game} — ${when}.`,
		problems: (count, column2) => `⚠ Таблица не обновлена: ошибок в протоколе — ${count}, список — в столбце ${column2}.`,
		changed: (sheets) => `⚠ Таблица не обновлена: ${sheets.map((s) => `«${s}»`).join(" или ")} изменены после неё — выберите «Пересчитать таблицу».`,
		sheetChanged: (sheets) => `⚠ Не обновлено: ${sheets.map((s) => `«${s}»`).join(" или ")} изменены — «Пересчитать таблицу».`,
		editMissed: "⚠ Таблица не обновлена: правка не учтена, пока сохранял другой судья — выберите «Пересчитать таблицу».",
		counts: (players, games) => `Игроков: ${players}, игр: ${games}.`,
		lastGood: "Ниже — последняя верная таблица.",
		inProgress: (ids) => `В процессе: ${ids}.`,
		warnings: (count, column2) => `Предупреждений: ${count} — в столбце ${column2}.`,
		warning: (text) => `Предупреждение: ${text}`
	},
	finalHidden: "Финал скрыт (Правила: «Скрыть финал»)",
	tooFewGames: (n) => `Меньше ${n} ${n % 10 === 1 && n % 100 !== 11 ? "игры" : "игр"} — без места`,
	checkOk: (finished, inProgress) => `Ошибок нет. Игр сыграно: ${finished}, не окончено: ${inProgress}.`,
	more: (count) => `…и ещё ${count}`,
	chartTitle: "Лидеры",
	notSaved: (game) => `Игра ${game ?? ""} не сохранена:`.replace("  ", " "),
	exists: (game, first, last) => `игра ${game} уже есть (строки ${first}–${last}): чтобы исправить её, нажмите «Открыть»; чтобы сохранить новую игру, укажите другой номер`,
	notFound: (game) => `Игры ${game} нет в протоколе.`,
	missingColumn: (header) => `на листе игр нет столбца «${header}»`,
	cannotLoad: (game) => `Игру ${game} нельзя открыть в форме:`,
	notDeleted: (game) => `Игра ${game} не удалена:`,
	needTable: "укажите стол: на листе игр есть столбец «Стол», и игру определяют тур, стол и номер",
	badPlace: "Тур и стол игры — текст не длиннее 40 знаков.",
	badRows: "Строки игры — номера первой и последней её строк на листе.",
	noWinner: "не указан победитель",
	noSeat: (row3) => `строка ${row3}: не указано место`,
	countBestMove: (row3) => `строка ${row3}: лучший ход записан числом, а не местами`,
	badDate: (row3, value) => `строка ${row3}, «Дата»: «${value}» — не читается как дата (нужна дата или текст ГГГГ-ММ-ДД)`,
	datesDiffer: (rows) => `в строках ${rows} записаны разные даты`,
	fixRowsFirst: "Сначала исправьте эти строки на листе игр, потом откройте игру снова.",
	busy: "Сейчас сохраняет другой судья (блокировка документа). Повторите через несколько секунд — введённое не потеряно.",
	failed: (what) => `Не получилось: ${what}`,
	notChanged: (game) => `Игра ${game} не сохранена: Таблицы не дали удалить её старые строки, и всё возвращено как было. Повторите сохранение.`,
	partlyDone: (game) => `Игра ${game} сохранена не до конца: проверьте её строки на листе игр и удалите лишние.`,
	deleteUndone: (game) => `Игра ${game} не удалена: Таблицы не дали удалить часть её строк, и всё возвращено как было. Повторите удаление.`,
	partlyDeleted: (game) => `Игра ${game} удалена не до конца: проверьте её строки на листе игр и удалите оставшиеся.`,
	help: [
		"Личный зачёт по спортивной мафии. Что есть в меню:",
		"• «Создать листы турнира» — листы «Игры» (протокол: что вписывать, подсказано в примечании к каждому заголовку), «Таблица» (пересчитывается после каждой правки; пока в протоколе ошибка, вверху написано «Таблица не обновлена» и где список ошибок) и «Правила» (система подсчёта, с пояснением к каждой настройке).",
		"• «Внести игру…» — форма игры в боковой панели: проверяет игру, пока вы её вводите, показывает очки и сохраняет в «Игры»; «Открыть» — исправить сохранённую игру.",
		"• «Составить рассадку…» — рассадка турнира по столам на лист «Рассадка» (игроки — с листа «Участники»); «Рассадка финала…» — финал для лучших игроков таблицы.",
		"• «Бланки для судей» — по рассадке: лист «Бланки» (бланк каждой игры с игроками на местах, готов к печати) и лист «Расписание» (где и когда играет каждый).",
		"• Статистика: лист «Статистика» обновляется вместе с таблицей — игроки по ролям, места за столом, итоги, рейтинг и графики.",
		"• «Карточка игрока» — один игрок: показатели по ролям, его игры, график рейтинга.",
		"• «Пересчитать таблицу» и «Проверить протокол» — пересчёт вручную и список ошибок.",
		"• «Диагностика таблицы» — если надстройка ведёт себя странно: проверяет, как эта таблица делает то, на что надстройка рассчитывает, и пишет отчёт на лист «Диагностика»; пришлите его разработчикам (как — написано на листе).",
		'Формулы: =MAFIA_STANDINGS(Игры!A:N; Правила!A:B) — таблица; =MAFIA_POINTS(Игры!A:N; Правила!A:B) — очки каждой строки; =MAFIA_RANK("Имя"; Игры!A:N; Правила!A:B) — место игрока; =MAFIA_STATS(Игры!A:N; Правила!A:B; "игроки") — статистика (виды: «игроки», «места», «итоги», «рейтинг», «номинации», «команды»); =MAFIA_SERIES(Игры!A:P; Правила!A:B) — серия турниров (нужен столбец «Турнир»; с ним лист «Серия» обновляется вместе с таблицей).'
	].join("\n")
};
var ENGLISH = {
	addon: "Mafia Standings",
	menu: {
		enterGame: "Enter a game…",
		setup: "Create tournament sheets",
		recalc: "Recalculate standings",
		check: "Check the protocol",
		help: "Help",
		seating: "Make seating…",
		finalSeating: "Seat the final…",
		judgeSheets: "Judges' sheets",
		playerCard: "Player card",
		diagnostics: "Check this spreadsheet"
	},
	sidebarTitle: "Game protocol",
	ready: "Tournament sheets ready; data untouched.",
	foreignSheet: (name) => `The sheet “${name}” was not created by the add-on and was left untouched. Rename it and run “Create tournament sheets” again.`,
	headerUnknown: (name) => `The first row of “${name}” is not a games header: columns not formatted.`,
	noGamesSheet: "No games sheet: choose “Create tournament sheets” in the menu.",
	updated: (players, games) => `Standings updated: ${players} players, ${games} games.`,
	problems: (count) => `Problems in the games: ${count}`,
	seeColumn: (letter) => `see “Standings”, column ${letter}.`,
	stale: "On the left: the last valid standings.",
	statusOk: "No problems in the games",
	status: {
		upToDate: (game, when) => game === null ? `Standings up to date at ${when}: no game finished yet.` : `Standings up to date after game ${game} — ${when}.`,
		problems: (count, column2) => `⚠ Standings not updated: ${count} problem${count === 1 ? "" : "s"} in the games, listed in column ${column2}.`,
		changed: (sheets) => `⚠ Standings not updated: ${sheets.map((s) => `“${s}”`).join(" or ")} changed since — choose “Recalculate standings”.`,
		sheetChanged: (sheets) => `⚠ Not updated: ${sheets.map((s) => `“${s}”`).join(" or ")} changed — “Recalculate standings”.`,
		editMissed: "⚠ Standings not updated: an edit was not counted while another judge was saving — choose “Recalculate standings”.",
		counts: (players, games) => `Players: ${players}, games: ${games}.`,
		lastGood: "Below: the last valid standings.",
		inProgress: (ids) => `In progress: ${ids}.`,
		warnings: (count, column2) => `Warnings: ${count} — in column ${column2}.`,
		warning: (text) => `Warning: ${text}`
	},
	finalHidden: "Final hidden (Rules: “Hide the final”)",
	tooFewGames: (n) => `Fewer than ${n} game${n === 1 ? "" : "s"} — no place`,
	checkOk: (finished, inProgress) => `No problems. ${finished} games finished, ${inProgress} in progress.`,
	more: (count) => `…and ${count} more`,
	chartTitle: "Leaders",
	notSaved: (game) => `Game ${game ?? ""} was not saved:`.replace("  ", " "),
	exists: (game, first, last) => `game ${game} already exists (rows ${first}–${last}): to correct it, open it with “Open”; to save a new game, use another game id`,
	notFound: (game) => `There is no game ${game}.`,
	missingColumn: (header) => `the games sheet has no “${header}” column`,
	cannotLoad: (game) => `Game ${game} cannot be opened in the form:`,
	notDeleted: (game) => `Game ${game} was not deleted:`,
	needTable: "give the table: the games sheet has a “Table” column, so a game is its round, table and id",
	badPlace: "A game's round and table are text of at most 40 characters.",
	badRows: "A game's rows are the numbers of its first and last rows on the sheet.",
	noWinner: "no winner is recorded",
	noSeat: (row3) => `row ${row3}: the seat is empty`,
	countBestMove: (row3) => `row ${row3}: the best move is a count, not seats`,
	badDate: (row3, value) => `row ${row3}, “Date”: “${value}” cannot be read as a date (expected a date or the text YYYY-MM-DD)`,
	datesDiffer: (rows) => `rows ${rows} record different dates`,
	fixRowsFirst: "Fix these rows on the games sheet first, then open the game again.",
	busy: "Another judge is saving (document lock). Try again in a few seconds — nothing you entered is lost.",
	failed: (what) => `Failed: ${what}`,
	notChanged: (game) => `Game ${game} was not saved: Sheets did not let its old rows be deleted, so everything was put back as it was. Try saving again.`,
	partlyDone: (game) => `Game ${game} was only partly saved: check its rows on the games sheet and delete the extra ones.`,
	deleteUndone: (game) => `Game ${game} was not deleted: Sheets did not let part of its rows be deleted, so everything was put back as it was. Try deleting again.`,
	partlyDeleted: (game) => `Game ${game} was only partly deleted: check its rows on the games sheet and delete the rest.`,
	help: [
		"Individual standings of sport mafia. What the menu holds:",
		"• “Create tournament sheets”: the sheets “Games” (the protocol: what to type is in the note on each header), “Standings” (recalculated after every edit; while the games have a problem, its top says “Standings not updated” and where the problems are listed) and “Rules” (the scoring system, each setting explained).",
		"• “Enter a game…”: the game form in a sidebar; it checks the game as you type, shows the points and saves it to “Games”; “Open” corrects a saved game.",
		"• “Make seating…”: the tournament's seating by tables on “Seating” (players from the “Players” sheet); “Seat the final…”: the final for the top of the standings.",
		"• “Judges' sheets”: from the seating, the “Score sheets” sheet (each game's sheet with the players in their seats, ready to print) and the “Schedule” sheet (where each plays).",
		"• Statistics: the “Statistics” sheet is updated with the standings — players by role, seats, the summary, the rating and charts.",
		"• “Player card”: one player's figures by role, their games and rating chart.",
		"• “Recalculate standings” and “Check the protocol”: recalculate by hand, list the problems.",
		"• “Check this spreadsheet”: when the add-on behaves oddly, it tries how this spreadsheet does what the add-on relies on and writes a report on the “Diagnostics” sheet; send it to the developers (the sheet says how).",
		`Formulas: =MAFIA_STANDINGS(Games!A:N, Rules!A:B) for the standings; =MAFIA_POINTS(Games!A:N, Rules!A:B) for each row's points; =MAFIA_RANK("Name", Games!A:N, Rules!A:B) for a place; =MAFIA_STATS(Games!A:N, Rules!A:B, "players") for statistics (views: “players”, “seats”, “summary”, “rating”, “awards”, “teams”); =MAFIA_SERIES(Games!A:P, Rules!A:B) for a series of tournaments (with a “Tournament” column, the “Series” sheet is updated with the standings).`
	].join("\n")
};
var TEXTS2 = { ru: RUSSIAN, en: ENGLISH };

var UserError = class extends Error {
	constructor(head, problems = [], advice) {
		super([head, ...problems.map((p) => `• ${p}`), ...advice ? [advice] : []].join("\n"));
		this.head = head;
		this.problems = problems;
		this.advice = advice;
		this.name = "UserError";
	}
};
function userMessage(error, lang) {
	if (error instanceof UserError) return error.message;
	const carried = typeof error === "object" && error !== null ? error.message : error;
	const message = typeof carried === "string" ? carried : "";
	return TEXTS2[lang].failed(message.split("\n")[0] || String(error));
}

var LOCK_TIMEOUT_MS = 3e4;
function withDocumentLock(services, lang, work) {
	const lockService = services.lockService;
	const lock = lockService.getDocumentLock() ?? lockService.getScriptLock();
	try {
		lock.waitLock(LOCK_TIMEOUT_MS);
	} catch {
		throw new UserError(TEXTS2[lang].busy);
	}
	try {
		return work();
	} finally {
		try {
			services.spreadsheetApp.flush();
		} finally {
			lock.releaseLock();
		}
	}
}

var SHEET_NAMES = {
	games: { ru: "Игры", en: "Games" },
	standings: { ru: "Таблица", en: "Standings" },
	rules: { ru: "Правила", en: "Rules" },
	seating: { ru: "Рассадка", en: "Seating" },
	statistics: { ru: "Статистика", en: "Statistics" },
	scoreSheets: { ru: "Бланки", en: "Score sheets" },
	schedule: { ru: "Расписание", en: "Schedule" },
	diagnostics: { ru: "Диагностика", en: "Diagnostics" },
	series: { ru: "Серия", en: "Series" }
};
var LANGS = ["ru", "en"];

function alert(services, lang, text) {
	const ui = services.spreadsheetApp.getUi();
	ui.alert(TEXTS2[lang].addon, text, ui.ButtonSet.OK);
}
function command(services, run) {
	let lang = "en";
	try {
		const ss = services.spreadsheetApp.getActive();
		const locale = ss.getSpreadsheetLocale();
		lang = langOfLocale(locale);
		return run(lang, ss, locale);
	} catch (error) {
		alert(services, lang, userMessage(error, lang));
		return void 0;
	}
}

function nameKey(name) {
	return name.trim().toLowerCase();
}
function firstNamed(sheets, names2) {
	const wanted = new Set(names2.map(nameKey));
	return sheets.find((sheet) => wanted.has(nameKey(sheet.getName()))) ?? null;
}
function sheetNamed(ss, ...names2) {
	const [first] = names2;
	if (first === void 0) return null;
	const exact = ss.getSheetByName(first);
	if (exact) return exact;
	return firstNamed(ss.getSheets(), names2);
}
function sheetNamedAgain(ss, lastId, names2) {
	if (lastId !== void 0) {
		const last = ss.getSheetById(lastId);
		if (last && firstNamed([last], names2)) return { found: { sheet: last, id: lastId } };
	}
	const sheets = ss.getSheets();
	const found = firstNamed(sheets, names2);
	return {
		found: found ? { sheet: found, id: found.getSheetId() } : null,
		sheetsAsked: sheets.length
	};
}

var MARK_KEY = "mafia-standings.sheet";
var REGISTRY_KEY = "mafia-standings.registry";
function parseRegistry(text) {
	try {
		const parsed = JSON.parse(text ?? "");
		if (typeof parsed === "object" && parsed !== null) {
			const { sheets, records } = parsed;
			const data = { sheets: {}, records: {} };
			for (const [kind2, id] of Object.entries(sheets ?? {}))
				if (isKind(kind2) && Number.isInteger(id)) data.sheets[kind2] = id;
			for (const [key, value] of Object.entries(records ?? {}))
				if (typeof value === "string") data.records[key] = value;
			return data;
		}
	} catch {
	}
	return { sheets: {}, records: {} };
}
var Registry = class _Registry {
	constructor(ss, metadata, data, notes) {
		this.ss = ss;
		this.metadata = metadata;
		this.data = data;
		this.notes = notes;
		this.dirty = false;
	}
	static read(ss) {
		let own3 = null;
		const notes = new Map();
		for (const metadata of ss.getDeveloperMetadata()) {
			const key = metadata.getKey();
			if (key === REGISTRY_KEY && own3 === null) own3 = metadata;
			else if (key.startsWith("mafia-standings."))
				notes.set(key, [...notes.get(key) ?? [], metadata]);
		}
		return new _Registry(ss, own3, parseRegistry(own3 ? own3.getValue() : null), notes);
	}
	sheetId(kind2) {
		return this.data.sheets[kind2];
	}
	setSheetId(kind2, id) {
		if (this.data.sheets[kind2] === id) return;
		this.data.sheets[kind2] = id;
		this.dirty = true;
	}
	record(key) {
		return this.data.records[key];
	}
	setRecord(key, value) {
		if (this.data.records[key] === value) return;
		this.data.records[key] = value;
		this.dirty = true;
	}
	notesOf(key) {
		return this.notes.get(key) ?? [];
	}
	save() {
		if (!this.dirty) return;
		const text = JSON.stringify(this.data);
		if (this.metadata) this.metadata.setValue(text);
		else {
			this.ss.addDeveloperMetadata(REGISTRY_KEY, text);
			this.metadata = this.ss.getDeveloperMetadata().find((m) => m.getKey() === REGISTRY_KEY) ?? null;
		}
		this.dirty = false;
	}
};
function isKind(value) {
	return Object.prototype.hasOwnProperty.call(SHEET_NAMES, value);
}
function markOf(sheet) {
	for (const metadata of sheet.getDeveloperMetadata()) {
		if (metadata.getKey() !== MARK_KEY) continue;
		const [kind2 = "", id] = (metadata.getValue() ?? "").split("@");
		if (!isKind(kind2)) continue;
		const sheetId = id === void 0 ? void 0 : Number(id);
		if (sheetId !== void 0 && sheetId !== sheet.getSheetId()) continue;
		return { kind: kind2, sheetId, metadata };
	}
	return null;
}
function markSheet(sheet, kind2) {
	sheet.addDeveloperMetadata(MARK_KEY, `${kind2}@${sheet.getSheetId()}`);
}
function findMarked(ss, kind2, lang) {
	for (const l of [lang, ...LANGS.filter((other) => other !== lang)]) {
		const byName = ss.getSheetByName(SHEET_NAMES[kind2][l]);
		const mark = byName ? markOf(byName) : null;
		if (byName && mark?.kind === kind2) return [byName, mark];
	}
	for (const sheet of ss.getSheets()) {
		const mark = markOf(sheet);
		if (mark?.kind === kind2) return [sheet, mark];
	}
	return null;
}
function findOwnSheet(ss, kind2, lang, registry) {
	const known = registry ?? Registry.read(ss);
	const id = known.sheetId(kind2);
	const byId = id === void 0 ? null : ss.getSheetById(id);
	if (byId) return byId;
	const found = findMarked(ss, kind2, lang)?.[0] ?? null;
	if (found) {
		known.setSheetId(kind2, found.getSheetId());
		if (!registry) known.save();
	}
	return found;
}
function ownKindOf(ss, sheet, kinds, lang, registry) {
	const id = sheet.getSheetId();
	for (const kind2 of kinds) {
		const known = registry.sheetId(kind2);
		if (known === id) return kind2;
		if (known !== void 0 && ss.getSheetById(known)) continue;
		if (findOwnSheet(ss, kind2, lang, registry)?.getSheetId() === id) return kind2;
	}
	return null;
}
function nameTaken(ss, name) {
	return sheetNamed(ss, name) !== null;
}
function adoptSheet(sheet, kind2) {
	markSheet(sheet, kind2);
}
function insertSheetInPlace(ss, name) {
	const sheet = ss.getActiveSheet();
	const selection = ss.getActiveRange();
	const inserted = ss.insertSheet(name);
	ss.setActiveSheet(sheet);
	if (selection) ss.setActiveRange(selection);
	return inserted;
}
function ensureOwnSheet(ss, kind2, lang, registry) {
	const known = registry ?? Registry.read(ss);
	const id = known.sheetId(kind2);
	const byId = id === void 0 ? null : ss.getSheetById(id);
	if (byId) return { status: "existing", sheet: byId };
	const ensured = ensureMarked(ss, kind2, lang);
	if (ensured.status !== "foreign") known.setSheetId(kind2, ensured.sheet.getSheetId());
	if (!registry) known.save();
	return ensured;
}
function ensureMarked(ss, kind2, lang) {
	const found = findMarked(ss, kind2, lang);
	if (found) {
		const [sheet2, mark] = found;
		if (mark.sheetId === void 0) mark.metadata.setValue(`${kind2}@${sheet2.getSheetId()}`);
		return { status: "existing", sheet: sheet2 };
	}
	const name = SHEET_NAMES[kind2][lang];
	if (nameTaken(ss, name)) return { status: "foreign", name };
	const sheet = insertSheetInPlace(ss, name);
	markSheet(sheet, kind2);
	return { status: "created", sheet };
}

function columnLetter(column2) {
	let letters = "";
	for (let n = column2; n > 0; n = Math.floor((n - 1) / 26))
		letters = String.fromCharCode(65 + (n - 1) % 26) + letters;
	return letters;
}
function rowBandA1(row3, column2, width) {
	return `${columnLetter(column2)}${row3}:${columnLetter(column2 + width - 1)}${row3}`;
}

function markerSource(sheet, values2, columns) {
	const width = columns ?? Math.max(1, ...values2.map((row3) => row3.length));
	const read = columns === void 0 ? values2 : values2.map((row3) => row3.slice(0, columns));
	return { sheet, columns: width, digest: valuesDigest(read) };
}
function sheetReference(name) {
	return `'${name.replace(/'/g, "''")}'`;
}
function formulaString(text) {
	return `"${text.replace(/"/g, '""')}"`;
}
function markerFormula(sources) {
	const live = sources.map((s) => `MAFIA_FINGERPRINT(${sheetReference(s.sheet)}!A:${columnLetter(s.columns)})`).join(`&"|"&`);
	const read = formulaString(sources.map((s) => s.digest).join("|"));
	return `=1-N(IFERROR(${live}=${read}))`;
}
function formatText(text) {
	return `"${text.replace(/"/g, "”")}"`;
}
function markerFormat(current2, stale) {
	return `${formatText(stale)};${formatText(stale)};${formatText(current2)}`;
}
function markerCell(row3, sources, stale) {
	const shown = row3[0];
	const current2 = typeof shown === "string" ? shown.replace(/^'/, "") : String(shown ?? "");
	row3[0] = markerFormula(sources);
	return markerFormat(current2, stale);
}

var MAX_STANDINGS_COLUMNS = 19;
var PROBLEMS_COLUMN = MAX_STANDINGS_COLUMNS + 2;
var STATUS_ROWS = 3;
var STATUS_COLUMNS = 12;
var TABLE_ROW = STATUS_ROWS + 1;
var CHART_ROWS = 11;
var MAX_PROBLEM_LINES = 500;
var PLACE_COLOURS = {
	1: "#fce8b2",
	2: "#e8eaed",
	3: "#f6d7b8"
};
var HEADER_BACKGROUND = "#d9e2f3";
var GROUP_BACKGROUND = "#efefef";
var PROBLEM_BACKGROUND = "#f4c7c3";
var NO_STATUS = { when: "" };
function problemLines(result) {
	const lang = result.ok ? result.table.lang : result.error.lang;
	const issues = result.ok ? [...result.table.rulesIssues, ...result.table.evaluation.issues] : [...result.rulesIssues, ...result.error.issues];
	const warnings = result.ok ? result.table.evaluation.warnings : [];
	return {
		lang,
		lines: issues.map((issue2) => describeIssue(issue2, lang)),
		warnings: warnings.map((warning) => describeIssue(warning, lang))
	};
}
function listColumn(head, lines, height, lang) {
	const shown = lines.length > MAX_PROBLEM_LINES ? [
		...lines.slice(0, MAX_PROBLEM_LINES - 1),
		TEXTS2[lang].more(lines.length - MAX_PROBLEM_LINES + 1)
	] : lines;
	const values2 = [[head]];
	for (let r = 1; r < Math.max(shown.length + 1, height); r++)
		values2.push([safeCell(shown[r - 1] ?? "")]);
	return values2;
}
function inProgressLine(evaluation, lang) {
	const ids = (evaluation?.games ?? []).filter((g) => g.status === "in-progress").map((g) => gameLabel(g, lang));
	return ids.length === 0 ? "" : TEXTS2[lang].status.inProgress(gameList(ids, lang));
}
function statusRows(first, second) {
	return Array.from({ length: STATUS_ROWS }, (_, r) => {
		const row3 = new Array(PROBLEMS_COLUMN - 1).fill("");
		if (r === 0) row3[0] = first;
		if (r === 1) row3[0] = safeCell(second);
		return row3;
	});
}
function lastFinished(evaluation, lang) {
	for (let i = evaluation.games.length - 1; i >= 0; i--) {
		const game = evaluation.games[i];
		if (game?.status === "finished") return gameLabel(game, lang);
	}
	return null;
}
function planStandings(result, previousLastRow, status = NO_STATUS) {
	const { lang, lines, warnings: found } = problemLines(result);
	const texts2 = TEXTS2[lang];
	const warnings = [...found, ...status.warnings ?? []].map((w) => texts2.status.warning(w));
	const column2 = columnLetter(PROBLEMS_COLUMN);
	if (!result.ok || lines.length > 0) {
		const evaluation2 = result.ok ? result.table.evaluation : null;
		const second = [texts2.status.lastGood, inProgressLine(evaluation2, lang)].filter(Boolean);
		return {
			kind: "problems",
			status: statusRows(safeCell(texts2.status.problems(lines.length, column2)), second.join(" ")),
			values: listColumn(
				`⚠ ${texts2.problems(lines.length)}. ${texts2.stale}`,
				[...lines, ...warnings],
				previousLastRow,
				lang
			),
			count: lines.length,
			lines,
			lang
		};
	}
	const { evaluation } = result.table;
	const { standings, system } = evaluation;
	const grid = standingsGrid(evaluation, lang);
	const width = grid[0]?.length ?? 0;
	const games = evaluation.games.filter((game) => game.status === "finished").length;
	const upToDate = texts2.status.upToDate(lastFinished(evaluation, lang), status.when);
	const marker2 = status.marker;
	const details = [
		texts2.status.counts(standings.length, games),
		inProgressLine(evaluation, lang),
		warnings.length > 0 ? texts2.status.warnings(warnings.length, column2) : "",
		system.hideFinal ? `${texts2.finalHidden}.` : ""
	].filter(Boolean);
	const rows = statusRows(
		marker2 ? markerFormula(marker2) : safeCell(upToDate),
		details.join(" ")
	).map((cells) => ({ cells, colour: null }));
	rows.push({ cells: (grid[0] ?? []).map(safeCell), colour: HEADER_BACKGROUND });
	const tooFew = standings.findIndex((s) => s.group === "too-few");
	standings.forEach((standing, i) => {
		if (i === tooFew)
			rows.push({
				cells: [safeCell(texts2.tooFewGames(system.minGames))],
				colour: GROUP_BACKGROUND
			});
		const place = standing.place;
		rows.push({
			cells: (grid[i + 1] ?? []).map(safeCell),
			colour: place === null ? null : PLACE_COLOURS[place] ?? null
		});
	});
	const lastFinalist = standings.map((s) => s.group).lastIndexOf("finalists");
	const finalistsEnd = lastFinalist >= 0 && lastFinalist < standings.length - 1 ? TABLE_ROW + lastFinalist + 1 : null;
	const height = Math.max(rows.length, TABLE_ROW + 1, previousLastRow);
	const statusLine = system.hideFinal ? `${texts2.finalHidden}. ${texts2.statusOk}` : texts2.statusOk;
	const list2 = listColumn(statusLine, warnings, height, lang);
	const values2 = [];
	const backgrounds = [];
	for (let r = 0; r < list2.length; r++) {
		const row3 = rows[r];
		const cells = [];
		for (let c = 0; c < PROBLEMS_COLUMN - 1; c++) cells.push(row3?.cells[c] ?? "");
		cells.push(list2[r]?.[0] ?? "");
		values2.push(cells);
		const line = new Array(MAX_STANDINGS_COLUMNS).fill(null);
		backgrounds.push(line.fill(row3?.colour ?? null, 0, width));
	}
	return {
		kind: "standings",
		values: values2,
		headlineFormat: marker2 ? markerFormat(upToDate, texts2.status.changed(marker2.map((source) => source.sheet))) : null,
		backgrounds,
		width,
		finalistsEnd,
		finalHidden: system.hideFinal,
		players: standings.length,
		games,
		lang
	};
}

var win = (ru3, en3) => ({
	ru: `Очки ${ru3} за победу его команды.`,
	en: `Points of ${en3} when their team wins.`
});
var loss = (ru3, en3) => ({
	ru: `Очки ${ru3} за поражение его команды (минус — штраф).`,
	en: `Points of ${en3} when their team loses (a minus is a penalty).`
});
var RULES_EXPLANATIONS = {
	system: {
		ru: "Готовая система: «Клуб» или «ФИИМ». Строки ниже меняют её отдельные значения.",
		en: "The preset: “Club” or “FIIM”. The rows below change single values of it."
	},
	civilianWin: win("мирного", "a Civilian"),
	sheriffWin: win("шерифа", "the Sheriff"),
	mafiaWin: win("мафии", "a Mafia"),
	donWin: win("дона", "the Don"),
	civilianLoss: loss("мирного", "a Civilian"),
	sheriffLoss: loss("шерифа", "the Sheriff"),
	mafiaLoss: loss("мафии", "a Mafia"),
	donLoss: loss("дона", "the Don"),
	sheriffKilledFirstNightLoss: {
		ru: "Вместо «Поражение шерифа», если шерифа убили в первую ночь и красные проиграли.",
		en: "Instead of “Sheriff loss” when the Sheriff was killed first night and red lost."
	},
	bestMove2: {
		ru: "Лучший ход, в котором названы 2 чёрных игрока.",
		en: "A best move that names 2 black players."
	},
	bestMove3: {
		ru: "Лучший ход, в котором названы 3 чёрных игрока.",
		en: "A best move that names 3 black players."
	},
	bestMoveEarnedBy: {
		ru: "«мирный» — очки за лучший ход получает только мирный; «красные» — мирный или шериф.",
		en: "“civilian”: only a Civilian earns the best move; “red”: a Civilian or the Sheriff."
	},
	perCorrectPick: {
		ru: "За каждую правильную кандидатуру (убийство или выставление).",
		en: "For each correct pick (a kill or a nomination)."
	},
	bestPlayer: {
		ru: "Лучшему игроку игры, по решению судей.",
		en: "For the best player of the game, chosen by the judges."
	},
	perRemark: {
		ru: "За каждое замечание (обычно минус).",
		en: "For each remark (usually a minus)."
	},
	removed: {
		ru: "За удаление из игры (обычно минус).",
		en: "For a removal from the game (usually a minus)."
	},
	perGame: {
		ru: "Каждому игроку за каждую сыгранную игру.",
		en: "To every player for every game played."
	},
	compensation: {
		ru: "Ci: добавка красному игроку, убитому в первую ночь, если его команда проиграла; тем больше, чем чаще его убивали первым. 0 — без неё.",
		en: "Ci: added for a red player killed first night whose team lost, more for one killed first more often. 0 means none."
	},
	tieBreaks: {
		ru: "Что сравнивать при равенстве очков, по порядку, через запятую.",
		en: "What decides between equal points, in order, separated by commas."
	},
	semiWeight: {
		ru: "Очки полуфинальных игр умножаются на это число.",
		en: "The points of semi-final games are multiplied by this number."
	},
	finalWeight: {
		ru: "Очки финальных игр умножаются на это число.",
		en: "The points of final games are multiplied by this number."
	},
	ciInFinal: {
		ru: "Ci финала: «отдельно» — по играм финала, «вместе» — по всем играм, «нет» — без Ci.",
		en: "The final's Ci: “separately” from its own games, “together” from all, “no” for none."
	},
	finalistsFirst: {
		ru: "«да» — игроки финала стоят в таблице выше всех остальных.",
		en: "“yes”: the final's players stand above everyone else in the standings."
	},
	finalists: {
		ru: "Сколько игроков сажает «Рассадка финала…».",
		en: "How many players “Seat the final…” seats."
	},
	minGames: {
		ru: "Игроки с меньшим числом игр стоят в конце таблицы без места.",
		en: "Players with fewer games stand at the end of the standings without a place."
	},
	rankBy: {
		ru: "«сумме» — по сумме очков; «среднему» — по очкам за игру.",
		en: "“total”: by the sum of points; “average”: by points per game."
	},
	hideFinal: {
		ru: "«да» — игры финала не видны в таблице до награждения.",
		en: "“yes”: the final's games stay out of the standings until the awards."
	},
	awardsBy: {
		ru: "Номинации (лучший мирный, шериф, дон…): «очкам» — по очкам в этих ролях, «допам» — по доп. баллам.",
		en: "Awards (best civilian, sheriff, don…): “points” by the points in those roles, “bonus” by bonus points."
	},
	awardsMinGames: {
		ru: "Сколько игр в ролях номинации нужно, чтобы на неё претендовать.",
		en: "How many games in an award's roles a player needs to contend for it."
	},
	teamBest: {
		ru: "Очки команды — сумма очков стольких её лучших игроков; 0 — всех.",
		en: "A team's points are the sum of this many of its best players; 0 means all of them."
	},
	seriesPoints: {
		ru: "Серия турниров (столбец «Турнир» в «Игры»): «по участникам» — место p из N даёт N − p + 1; или список очков за 1-е, 2-е… места через «;», например «25; 18; 15; 12».",
		en: "A series of tournaments (a “Tournament” column in Games): “by field”, place p of N earns N − p + 1; or the points of 1st, 2nd… place separated by “;”, such as “25; 18; 15; 12”."
	},
	seriesBest: {
		ru: "Сколько лучших результатов игрока идут в серию; 0 — все.",
		en: "How many of a player's best results count in the series; 0 means all of them."
	},
	seriesMinimum: {
		ru: "Игроки, у которых мест меньше, чем в стольких турнирах, — в конце серии без места.",
		en: "Players placed in fewer tournaments than this come last in the series, without a place."
	},
	ratingKWin: {
		ru: "Рейтинг: сколько очков рейтинга самое большее даёт победа.",
		en: "Rating: the most rating points a win can give."
	},
	ratingKLoss: {
		ru: "Рейтинг: сколько очков рейтинга самое большее отнимает поражение.",
		en: "Rating: the most rating points a loss can take."
	}
};

var RULES_SHEET_HEADER = {
	ru: [RULES_HEADER.ru, "Значение", "Значение системы", "Пояснение"],
	en: [RULES_HEADER.en, "Value", "System value", "What it means"]
};
var RULES_WIDTH = 4;
function explanationOf(cell, lang) {
	const name = ruleNameOf(cell);
	if (name === "header") return RULES_SHEET_HEADER[lang][3];
	if (name === "system") return RULES_EXPLANATIONS.system[lang];
	return name === void 0 ? "" : RULES_EXPLANATIONS[name.key][lang];
}
var PRESET_IDS = Object.keys(PRESET_NAMES);
function presetChoices(lang) {
	return PRESET_IDS.map((id) => PRESET_NAMES[id][lang]);
}
function settingChoices(setting, lang) {
	if (setting.kind === "yes-no") return [YES_NO_NAMES.yes[lang], YES_NO_NAMES.no[lang]];
	if (setting.kind === "choice")
		return Object.values(setting.words).map((words) => words[lang]);
	return null;
}
function rowChoices(values2, lang) {
	return values2.flatMap((row3, i) => {
		const name = ruleNameOf(row3[0]);
		const words = name === "system" ? presetChoices(lang) : typeof name === "object" ? settingChoices(name, lang) : null;
		return words ? [{ row: i + 1, words }] : [];
	});
}
function rulesOfValues(values2) {
	return parseRules(values2.map((row3) => [row3[0] ?? "", row3[1] ?? ""]));
}
function hasRulesHeader(values2) {
	return ruleNameOf(values2[0]?.[0]) === "header";
}
function systemRowIndex(values2) {
	return values2.findIndex((row3) => ruleNameOf(row3[0]) === "system");
}
function presetOfValues(values2) {
	const row3 = values2[systemRowIndex(values2)];
	const cell = row3?.[1];
	if (cell === void 0 || cell === null || typeof cell === "string" && cell.trim() === "")
		return "club";
	return typeof cell === "string" ? presetByName(cell) : void 0;
}
function rulesTemplate(lang, preset = "club") {
	return [
		[...RULES_SHEET_HEADER[lang]],
		[SYSTEM_SETTING[lang], PRESET_NAMES[preset][lang], "", RULES_EXPLANATIONS.system[lang]],
		...RULE_SETTINGS.map((setting) => [
			setting[lang],
			"",
			safeCell(settingText(PRESETS[preset], setting, lang)),
			RULES_EXPLANATIONS[setting.key][lang]
		])
	];
}
function missingRows(values2, lang) {
	const named = new Set(values2.map((row3) => ruleNameOf(row3[0])));
	const rows = [];
	if (systemRowIndex(values2) < 0)
		rows.push([SYSTEM_SETTING[lang], "", "", RULES_EXPLANATIONS.system[lang]]);
	for (const setting of RULE_SETTINGS) {
		if (!named.has(setting))
			rows.push([setting[lang], "", "", RULES_EXPLANATIONS[setting.key][lang]]);
	}
	return rows;
}
function explanationRuns(values2, lang) {
	const runs = [];
	values2.forEach((row3, i) => {
		const before = row3[3];
		if (before !== "" && before !== null && before !== void 0) return;
		const text = explanationOf(row3[0], lang);
		if (text === "") return;
		const last = runs[runs.length - 1];
		if (last && last.row + last.cells.length === i + 1) last.cells.push([text]);
		else runs.push({ row: i + 1, cells: [[text]] });
	});
	return runs;
}
function referenceColumn(values2, lang) {
	const preset = presetOfValues(values2);
	if (preset === void 0) return null;
	let changed = false;
	const column2 = values2.map((row3) => {
		const before = row3[2] ?? "";
		const setting = ruleNameOf(row3[0]);
		if (typeof setting !== "object") return [safeCell(before)];
		const text = settingText(PRESETS[preset], setting, lang);
		if (text !== before) changed = true;
		return [safeCell(text)];
	});
	return changed ? column2 : null;
}

var WIDTHS = [300, 200, 300, 420];
function readRulesValues(sheet) {
	return sheet.getDataRange().getValues();
}
function readRules(ss, lang, registry) {
	const sheet = findOwnSheet(ss, "rules", lang, registry);
	return sheet ? rulesOfValues(readRulesValues(sheet)) : { ok: true, system: CLUB_SYSTEM };
}
function rulesReadOf(sheet, values2) {
	return {
		rules: rulesOfValues(values2),
		marker: markerSource(sheet.getName(), values2, 2),
		values: values2
	};
}
function readRulesForRefresh(ss, lang, registry) {
	const sheet = findOwnSheet(ss, "rules", lang, registry);
	return sheet ? rulesReadOf(sheet, readRulesValues(sheet)) : { rules: { ok: true, system: CLUB_SYSTEM }, marker: null, values: null };
}
function refreshReference(sheet, values2, lang) {
	const column2 = referenceColumn(values2, lang);
	if (column2) sheet.getRange(1, 3, column2.length, 1).setValues(column2);
}
function setupRulesSheet(app, ss, lang) {
	const ensured = ensureOwnSheet(ss, "rules", lang);
	if (ensured.status === "foreign") return ensured;
	const sheet = ensured.sheet;
	let values2;
	if (ensured.status === "created") {
		values2 = rulesTemplate(lang);
		sheet.getRange(1, 1, values2.length, RULES_WIDTH).setValues(values2);
	} else {
		const read = readRulesValues(sheet);
		const empty = read.length === 1 && (read[0] ?? []).every((cell) => cell === "" || cell === null);
		const added = empty ? rulesTemplate(lang) : missingRows(read, lang);
		const at = empty ? 1 : read.length + 1;
		if (added.length > 0) {
			const max = sheet.getMaxRows();
			if (at + added.length - 1 > max) sheet.insertRowsAfter(max, at + added.length - 1 - max);
			sheet.getRange(at, 1, added.length, RULES_WIDTH).setValues(added);
		}
		values2 = empty ? added : [...read.map((row3) => [row3[0], row3[1], row3[2] ?? "", row3[3] ?? ""]), ...added];
		refreshReference(sheet, values2, lang);
		for (const run of explanationRuns(values2, lang))
			sheet.getRange(run.row, 4, run.cells.length, 1).setValues(run.cells);
	}
	formatRulesSheet(app, sheet, lang, values2);
	return ensured;
}
function formatRulesSheet(app, sheet, lang, values2) {
	if (hasRulesHeader(values2)) {
		sheet.setFrozenRows(1);
		sheet.getRange(1, 1, 1, RULES_WIDTH).setFontWeight("bold").setBackground(HEADER_BACKGROUND).setWrap(true);
	}
	WIDTHS.forEach((width, i) => sheet.setColumnWidth(i + 1, width));
	sheet.getRange(1, RULES_WIDTH, Math.max(values2.length, 1), 1).setWrap(true);
	for (const { row: row3, words } of rowChoices(values2, lang)) {
		const rule = app.newDataValidation().requireValueInList(words, true).setAllowInvalid(true).build();
		sheet.getRange(row3, 2).setDataValidation(rule);
	}
}

var ru = {
	dialogTitle: "Рассадка",
	playersSheet: "Участники",
	playersHeader: ["Игрок", "Команда"],
	playersTitle: ["Игрок", "Команда", "Игр", "Меньше всего встреч", "Больше всего встреч"],
	foreignSheet: (name) => `Лист «${name}» создан не надстройкой: рассадка не записана. Переименуйте его и повторите.`,
	badRequest: (fields) => `Рассадка не записана: неверные данные (${fields}).`,
	cannot: (why) => `Рассадку составить нельзя: ${why}.`,
	playedGames: (ids) => `У игр ${ids} текущей рассадки уже есть результаты на листе игр. Заменить рассадку новой? Записанные игры не изменятся.`,
	written: (name, games, rounds) => `Рассадка записана на лист «${name}»: игр ${games}, туров ${rounds}.`,
	finalDialogTitle: "Рассадка финала",
	finalNotWritten: "Рассадка финала не записана:",
	finalistsNotTen: (n) => `Рассадка финала не записана: финал — один стол на 10 игроков, а на листе «Правила» «Финалистов»: ${n}. Поставьте 10 или составьте рассадку нескольких столов через «Составить рассадку…».`,
	rulesBroken: "Рассадка финала не записана: на листе «Правила» ошибка.",
	tableProblems: (count) => `Рассадка финала не записана — ошибок в протоколе: ${count}, таблицы пока нет. Исправьте их («Проверить протокол») и повторите.`,
	sharedPlace: (place, names2) => `Рассадка финала не записана: граница финала проходит внутри общего ${place}-го места — его делят ${names2}. Решите, кто выходит в финал, и рассадите финал вручную.`,
	tooFewPlaced: (placed, finalists) => `Рассадка финала не записана: в таблице игроков с местом ${placed}, а финалистов нужно ${finalists}.`,
	finalPlayedGames: (name, ids) => `На листе «${name}» — рассадка, у игр которой уже есть результаты (игры ${ids}). Заменить её рассадкой финала? Записанные игры не изменятся.`,
	finalWritten: (name, first, last, names2) => `Рассадка финала записана на лист «${name}»: ${first === last ? `игра ${first}` : `игры ${first}–${last}`}, этап «Финал». Финалисты: ${names2}.`
};
var en = {
	dialogTitle: "Seating",
	playersSheet: "Players",
	playersHeader: ["Player", "Team"],
	playersTitle: ["Player", "Team", "Games", "Fewest games together", "Most games together"],
	foreignSheet: (name) => `The sheet “${name}” was not created by the add-on: no seating written. Rename it and try again.`,
	badRequest: (fields) => `Seating not written: invalid data (${fields}).`,
	cannot: (why) => `No seating: ${why}.`,
	playedGames: (ids) => `Games ${ids} of the current seating already have results on the games sheet. Replace the seating? Recorded games stay as they are.`,
	written: (name, games, rounds) => `Seating written to “${name}”: ${games} game${games === 1 ? "" : "s"}, ${rounds} round${rounds === 1 ? "" : "s"}.`,
	finalDialogTitle: "Seating the final",
	finalNotWritten: "Final seating not written:",
	finalistsNotTen: (n) => `Final seating not written: the final is one table of 10 players, but “Finalists” on the “Rules” sheet is ${n}. Set it to 10, or seat several tables with “Make seating…”.`,
	rulesBroken: "Final seating not written: the “Rules” sheet has a problem.",
	tableProblems: (count) => `Final seating not written: ${count} problem${count === 1 ? "" : "s"} in the games, so there are no standings yet. Fix ${count === 1 ? "it" : "them"} (“Check the protocol”) and try again.`,
	sharedPlace: (place, names2) => `Final seating not written: the cut for the final falls inside the shared place ${place} — ${names2} share it. Decide who goes through and seat the final by hand.`,
	tooFewPlaced: (placed, finalists) => `Final seating not written: ${placed} player${placed === 1 ? " has" : "s have"} a place in the standings, and the final needs ${finalists}.`,
	finalPlayedGames: (name, ids) => `The “${name}” sheet holds a seating whose games already have results (games ${ids}). Replace it with the final's? Recorded games stay as they are.`,
	finalWritten: (name, first, last, names2) => `Final seating written to “${name}”: ${first === last ? `game ${first}` : `games ${first}–${last}`}, stage “Final”. Finalists: ${names2}.`
};
var SEATING_TEXTS = { ru, en };

var ROSTER_NAMES = LANGS.map((l) => SEATING_TEXTS[l].playersSheet);
var ROSTER_RECORD = "roster";
var SHEETS_RECORD = "roster.sheets";
function lastRosterId(registry) {
	const text = registry.record(ROSTER_RECORD) ?? "";
	const id = Number(text);
	return text !== "" && Number.isInteger(id) ? id : void 0;
}
function findRosterSheet(ss, registry, lookup = "thorough") {
	if (!registry) return sheetNamed(ss, ...ROSTER_NAMES);
	const none = registry.record(ROSTER_RECORD) === "";
	const sheets = none ? registry.record(SHEETS_RECORD) : void 0;
	if (lookup === "quick" && sheets !== void 0 && sheets === String(ss.getNumSheets()))
		return null;
	const { found, sheetsAsked } = sheetNamedAgain(ss, lastRosterId(registry), ROSTER_NAMES);
	registry.setRecord(ROSTER_RECORD, found ? String(found.id) : "");
	if (!found && sheetsAsked !== void 0) registry.setRecord(SHEETS_RECORD, String(sheetsAsked));
	return found?.sheet ?? null;
}
function readRoster(ss, registry, lookup) {
	const sheet = findRosterSheet(ss, registry, lookup);
	if (!sheet) return [];
	return sheet.getDataRange().getValues().slice(1).map((row3) => ({ name: cellText(row3[0]), team: cellText(row3[1]) })).filter((entry) => entry.name !== "");
}
function readRosterNames(ss, registry, lookup) {
	return readRoster(ss, registry, lookup).map((entry) => entry.name);
}

function ensureRows(sheet, rows, slack = 0) {
	const max = sheet.getMaxRows();
	if (rows > max) sheet.insertRowsAfter(max, rows - max + slack);
}
function ensureColumns(sheet, columns) {
	const max = sheet.getMaxColumns();
	if (columns > max) sheet.insertColumnsAfter(max, columns - max);
}
function rangeGrown(sheet, row3, column2, rows, columns, slack = 0) {
	try {
		return sheet.getRange(row3, column2, rows, columns);
	} catch {
		ensureRows(sheet, row3 + rows - 1, slack);
		ensureColumns(sheet, column2 + columns - 1);
		return sheet.getRange(row3, column2, rows, columns);
	}
}
function ensureSize(sheet, rows, columns, slack = 0) {
	rangeGrown(sheet, rows, columns, 1, 1, slack);
}

var RECORD = "escaped";
var MOST = 300;
function escapedCells(plan) {
	const first = plan.rows[0];
	return plan.writes.flatMap(
		(write) => write.values.flatMap(
			(cells, r) => cells.flatMap((cell, c) => {
				const plain = plainTextCell(cell);
				return plain !== cell && typeof plain === "string" ? [[first + r, write.column + c, plain]] : [];
			})
		)
	);
}
function noted(registry) {
	let parsed;
	try {
		parsed = JSON.parse(registry.record(RECORD) || "[]");
	} catch {
		return [];
	}
	if (!Array.isArray(parsed)) return [];
	return parsed.filter(
		(entry) => Array.isArray(entry) && entry.length === 3 && Number.isInteger(entry[0]) && Number.isInteger(entry[1]) && typeof entry[2] === "string"
	);
}
function noteEscaped(registry, cells) {
	if (cells.length === 0) return;
	const renoted = (old) => cells.some(([row3, column2]) => row3 === old[0] && column2 === old[1]);
	const kept = noted(registry).filter((old) => !renoted(old));
	registry.setRecord(RECORD, JSON.stringify([...kept, ...cells].slice(-MOST)));
}
function settleEscaped(sheet, values2, registry) {
	const cells = noted(registry);
	if (cells.length === 0) return values2;
	registry.setRecord(RECORD, "");
	const kept = cells.filter(([row3, column2, text]) => values2[row3 - 1]?.[column2 - 1] === `'${text}`);
	if (kept.length === 0) return values2;
	const settled = values2.slice();
	for (const { start, column: column2, texts: texts2 } of columnRuns(kept)) {
		sheet.getRange(start, column2, texts2.length, 1).setValues(texts2.map((text) => [text]));
		texts2.forEach((text, i) => {
			const row3 = [...settled[start - 1 + i] ?? []];
			row3[column2 - 1] = text;
			settled[start - 1 + i] = row3;
		});
	}
	return settled;
}
function columnRuns(cells) {
	const sorted = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
	const runs = [];
	for (const [row3, column2, text] of sorted) {
		const last = runs[runs.length - 1];
		if (last && last.column === column2 && last.start + last.texts.length === row3)
			last.texts.push(text);
		else runs.push({ start: row3, column: column2, texts: [text] });
	}
	return runs;
}

var SERIES_TEXTS = {
	ru: {
		upToDate: (when) => `Серия обновлена ${when}.`,
		counts: (tournaments, players) => `Турниров: ${tournaments}, игроков: ${players}.`,
		stale: (count, column2) => `⚠ Серия не обновлена: ошибок в протоколе — ${count}, список — на листе «Таблица», столбец ${column2}.`,
		lastGood: "Ниже — последняя верная серия.",
		changed: (sheets) => `⚠ Серия не обновлена: ${sheets.map((s) => `«${s}»`).join(" или ")} изменены — выберите «Пересчитать таблицу».`
	},
	en: {
		upToDate: (when) => `Series updated ${when}.`,
		counts: (tournaments, players) => `Tournaments: ${tournaments}, players: ${players}.`,
		stale: (count, column2) => `⚠ The series is not up to date: ${count} problem${count === 1 ? "" : "s"} in the games, listed on the Standings sheet, column ${column2}.`,
		lastGood: "Below: the last valid series.",
		changed: (sheets) => `⚠ The series is not up to date: ${sheets.map((s) => `“${s}”`).join(" or ")} changed — choose “Recalculate standings”.`
	}
};
function planSeries(evaluation, previous, when, marker2) {
	const lang = evaluation.layout.lang;
	const series = seriesOf(evaluation);
	const grid = seriesGrid(series, lang);
	const width = grid[0]?.length ?? 0;
	const texts2 = SERIES_TEXTS[lang];
	const status = [
		texts2.upToDate(when),
		texts2.counts(series.tournaments.length, series.lines.length)
	];
	const rows = Math.max(TABLE_ROW - 1 + grid.length, previous.rows, 2);
	const columns = Math.max(width, previous.columns, 1);
	const values2 = [];
	for (let r = 0; r < rows; r++) {
		const line = grid[r - (TABLE_ROW - 1)];
		const cells = [];
		for (let c = 0; c < columns; c++) {
			const cell = r < status.length && c === 0 ? status[r] : line?.[c];
			cells.push(safeCell(cell ?? ""));
		}
		values2.push(cells);
	}
	const first = values2[0];
	const headlineFormat = marker2 && first ? markerCell(first, marker2, texts2.changed(marker2.map((source) => source.sheet))) : null;
	return { values: values2, width, height: TABLE_ROW - 1 + grid.length, headlineFormat };
}
function staleSeriesStatus(count, lang) {
	const texts2 = SERIES_TEXTS[lang];
	return [[safeCell(texts2.stale(count, columnLetter(PROBLEMS_COLUMN)))], [texts2.lastGood]];
}

function seriesSheet({ ss, lang, registry }) {
	const found = findOwnSheet(ss, "series", lang, registry);
	if (found) return found;
	const ensured = ensureOwnSheet(ss, "series", lang, registry);
	if (ensured.status === "foreign") return null;
	ensured.sheet.setFrozenRows(TABLE_ROW);
	return ensured.sheet;
}
function recordKey(registry, sheet) {
	return `series:${registry.sheetId("series") ?? sheet.getSheetId()}`;
}
function readRecord(registry, key) {
	const [rows, columns, width, stale] = (registry.record(key) ?? "").split(":").map(Number);
	const known = (n) => Number.isInteger(n) && (n ?? -1) >= 0;
	if (!known(rows) || !known(columns) || !known(width)) return null;
	return { rows, columns, width, stale: stale === 1 };
}
function saveRecord(registry, key, record2) {
	const { rows, columns, width, stale } = record2;
	registry.setRecord(key, `${rows}:${columns}:${width}:${stale ? 1 : 0}`);
}
function refreshSeries(target, evaluation, marker2) {
	const sheet = seriesSheet(target);
	if (!sheet) return;
	const { registry } = target;
	const key = recordKey(registry, sheet);
	const record2 = readRecord(registry, key);
	const previous = record2 ?? { rows: sheet.getLastRow(), columns: sheet.getLastColumn() };
	const plan = planSeries(evaluation, previous, target.when, marker2);
	const rows = plan.values.length;
	const columns = plan.values[0]?.length ?? 1;
	if (plan.headlineFormat) sheet.getRange(1, 1).setNumberFormat(plan.headlineFormat);
	rangeGrown(sheet, 1, 1, rows, columns).setValues(plan.values);
	if (record2 === null || record2.stale || record2.width !== plan.width)
		sheet.getRange(1, 1, TABLE_ROW, columns).setBackgrounds(
			Array.from(
				{ length: TABLE_ROW },
				(_, r) => Array.from(
					{ length: columns },
					(_2, c) => r === TABLE_ROW - 1 && c < plan.width ? HEADER_BACKGROUND : null
				)
			)
		);
	saveRecord(registry, key, {
		rows: plan.height,
		columns: Math.max(plan.width, 1),
		width: plan.width,
		stale: false
	});
}
function markSeriesStale(target, count, tableLang2) {
	const { ss, lang, registry } = target;
	const sheet = findOwnSheet(ss, "series", lang, registry);
	if (!sheet) return;
	sheet.getRange(1, 1, 2, 1).setValues(staleSeriesStatus(count, tableLang2));
	sheet.getRange(1, 1).setBackground(PROBLEM_BACKGROUND);
	const key = recordKey(registry, sheet);
	const record2 = readRecord(registry, key);
	if (record2) saveRecord(registry, key, { ...record2, stale: true });
}

var CHART_KEY = "mafia-standings.chart";
function rangesText(ranges) {
	return ranges.map((r) => r.join(":")).join(",");
}
function recordedCharts(sheet) {
	const found = new Map();
	for (const metadata of sheet.getDeveloperMetadata()) {
		if (metadata.getKey() !== CHART_KEY) continue;
		const [kind2 = "", id = "", ranges = ""] = (metadata.getValue() ?? "").split("@");
		if (kind2 !== "" && /^\d+$/.test(id)) found.set(kind2, { id: Number(id), ranges, metadata });
	}
	return found;
}
function record(sheet, spec, id, old) {
	const value = `${spec.kind}@${id}@${rangesText(spec.ranges)}`;
	if (old) old.metadata.setValue(value);
	else sheet.addDeveloperMetadata(CHART_KEY, value);
}
function withRanges(sheet, builder, ranges) {
	let result = builder;
	for (const [row3, column2, rows, columns] of ranges)
		result = result.addRange(sheet.getRange(row3, column2, rows, columns));
	return result;
}
function registryKey(sheetId, kind2) {
	return `chart:${sheetId}:${kind2}`;
}
function keepCharts(sheet, specs, owner, verify = false) {
	if (owner && current(sheet, specs, owner, verify)) return;
	updateCharts(sheet, specs);
	if (!owner) return;
	for (const [kind2, found] of recordedCharts(sheet))
		owner.registry.setRecord(registryKey(owner.sheetId, kind2), `${found.id}@${found.ranges}`);
}
function current(sheet, specs, { registry, sheetId }, verify) {
	const records = specs.map((spec) => registry.record(registryKey(sheetId, spec.kind))?.split("@"));
	if (!specs.every((spec, i) => records[i]?.[1] === rangesText(spec.ranges))) return false;
	if (!verify) return true;
	const ids = new Set(sheet.getCharts().map((chart) => chart.getChartId()));
	return records.every((record2) => ids.has(Number(record2?.[0])));
}
function updateCharts(sheet, specs) {
	const recorded = recordedCharts(sheet);
	const charts = sheet.getCharts();
	const byId = new Map();
	for (const chart of charts) {
		const id = chart.getChartId();
		if (id !== null) byId.set(id, chart);
	}
	const recordedIds = new Set([...recorded.values()].map((r) => r.id));
	for (const spec of specs) {
		const old = recorded.get(spec.kind);
		const chart = old ? byId.get(old.id) : void 0;
		if (chart && old) {
			if (old.ranges === rangesText(spec.ranges)) continue;
			sheet.updateChart(withRanges(sheet, chart.modify().clearRanges(), spec.ranges).build());
			record(sheet, spec, old.id, old);
			continue;
		}
		const adopted = charts.find((c) => {
			const id = c.getChartId();
			return id !== null && !recordedIds.has(id) && spec.legacy?.(c) === true;
		});
		if (adopted) {
			const id = adopted.getChartId();
			sheet.updateChart(withRanges(sheet, adopted.modify().clearRanges(), spec.ranges).build());
			recordedIds.add(id);
			record(sheet, spec, id, old);
			continue;
		}
		sheet.insertChart(withRanges(sheet, spec.create(sheet.newChart()), spec.ranges).build());
		const made = sheet.getCharts().map((c) => c.getChartId()).find((id) => id !== null && !byId.has(id) && !recordedIds.has(id));
		if (made !== void 0 && made !== null) {
			recordedIds.add(made);
			record(sheet, spec, made, old);
		}
	}
}
function firstCells(chart) {
	return chart.getRanges().map((range) => `${range.getRow()}:${range.getColumn()}`);
}

var SIDE = statsViewWidth("players") + 2;
var AWARDS_COLUMN = SIDE + statsViewWidth("seats") + 1;
var TEAMS_COLUMN = AWARDS_COLUMN + statsViewWidth("awards") + 1;
var LAST_COLUMN = TEAMS_COLUMN + statsViewWidth("teams") - 1;
var STATS_LAYOUT = {
	playersWidth: statsViewWidth("players"),
	side: SIDE,
	seatsRow: 1,
	summaryRow: 15,
	pieRow: 18,
	historyRow: 22,
	awards: AWARDS_COLUMN,
	teams: TEAMS_COLUMN,
	width: LAST_COLUMN,
	chartColumn: LAST_COLUMN + 2
};
var HISTORY_PLAYERS = 5;
var HISTORY_GAMES = 1e3;
var TITLES = {
	ru: {
		wins: "Победы красных и чёрных",
		seats: "% побед по местам за столом",
		rating: "Рейтинг пятёрки лидеров после каждой игры"
	},
	en: {
		wins: "Red and black wins",
		seats: "Win % by seat",
		rating: "The top five's rating after each game"
	}
};
var HISTORY_HEADER = { ru: "Игра №", en: "Game #" };
var SIDE_HEADERS = {
	ru: ["Команда", "Красные", "Чёрные"],
	en: ["Team", "Red", "Black"]
};
var WINS = { ru: "Победы", en: "Wins" };
function block(row3, column2, width, height, grids) {
	const rows = Math.max(height, ...grids.map(({ at, grid }) => at + grid.length));
	const values2 = Array.from(
		{ length: rows },
		() => new Array(width).fill("")
	);
	for (const { at, from = 0, grid } of grids)
		grid.forEach(
			(cells, r) => cells.forEach((cell, c) => {
				const line = values2[at + r];
				if (line !== void 0 && from + c < width) line[from + c] = safeCell(cell);
			})
		);
	return { row: row3, column: column2, values: values2 };
}
var HISTORY_WIDTH = HISTORY_PLAYERS + 1;
function awardsGrids(evaluation, lang) {
	const teams = teamStandings(evaluation);
	return {
		awards: awardsGrid(decideAwards(evaluation), lang),
		teams: teams.ok ? teams.teams.length > 0 ? teamsGrid(teams.teams, lang) : [] : [[describeIssues(teams.issues, lang)]],
		teamTable: teams.ok && teams.teams.length > 0
	};
}
function planStatistics(evaluation, previous) {
	const lang = evaluation.layout.lang;
	const top = evaluation.standings.slice(0, HISTORY_PLAYERS).map((s) => s.key);
	const stats = statistics(evaluation, new Set(top));
	const { side, seatsRow, summaryRow, pieRow, historyRow } = STATS_LAYOUT;
	const history = historyTable(stats, lang);
	const [sideHeader, red, black] = SIDE_HEADERS[lang];
	const players = block(1, 1, STATS_LAYOUT.playersWidth, previous.players, [
		{ at: 0, grid: statsGrid(stats, "players", lang) }
	]);
	const awarded = awardsGrids(evaluation, lang);
	const sidesWidth = STATS_LAYOUT.width - side + 1;
	const sidesHeight = Math.max(historyRow - seatsRow, previous.awards);
	const sides = block(seatsRow, side, sidesWidth, sidesHeight, [
		{ at: 0, grid: statsGrid(stats, "seats", lang) },
		{ at: summaryRow - seatsRow, grid: statsGrid(stats, "summary", lang) },
		{
			at: pieRow - seatsRow,
			grid: [
				[sideHeader, WINS[lang]],
				[red, stats.summary.redWins],
				[black, stats.summary.blackWins]
			]
		},
		{ at: 0, from: STATS_LAYOUT.awards - side, grid: awarded.awards },
		{ at: 0, from: STATS_LAYOUT.teams - side, grid: awarded.teams }
	]);
	const historyBlock = block(historyRow, side, HISTORY_WIDTH, previous.history, [
		{ at: 0, grid: history }
	]);
	const titles = TITLES[lang];
	const charts = [
		{
			kind: "wins",
			type: "pie",
			title: titles.wins,
			ranges: [[pieRow, side, 3, 2]],
			anchor: [1, STATS_LAYOUT.chartColumn]
		},
		{
			kind: "seats",
			type: "column",
			title: titles.seats,
			ranges: [
				[seatsRow, side, TABLE_SIZE + 1, 1],
				[seatsRow, side + 7, TABLE_SIZE + 1, 1]
			],
			anchor: [20, STATS_LAYOUT.chartColumn]
		},
		{
			kind: "rating",
			type: "line",
			title: titles.rating,
			ranges: [[historyRow, side, HISTORY_GAMES + 1, HISTORY_WIDTH]],
			anchor: [39, STATS_LAYOUT.chartColumn]
		}
	];
	const headerRows = statisticsHeaderRows(awarded.teamTable, history[0]?.length ?? 1);
	return {
		blocks: [players, sides, historyBlock],
		heights: {
			players: players.values.length,
			history: historyBlock.values.length,
			awards: sides.values.length
		},
		charts,
		lang,
		headerRows
	};
}
function statisticsHeaderRows(teamTable, historyWidth = HISTORY_WIDTH) {
	const { side, seatsRow, summaryRow, pieRow, historyRow } = STATS_LAYOUT;
	return [
		[1, 1, STATS_LAYOUT.playersWidth],
		[seatsRow, side, (teamTable ? STATS_LAYOUT.width + 1 : TEAMS_COLUMN - 1) - side],
		[summaryRow, side, statsViewWidth("summary")],
		[pieRow, side, 2],
		[historyRow, side, historyWidth]
	];
}
function historyTable(stats, lang) {
	const top = stats.players.slice(0, HISTORY_PLAYERS);
	const games = stats.ratings.games.length;
	const header = [HISTORY_HEADER[lang], ...top.map((p) => p.name)];
	const columns = top.map((p) => ratingAfterEachGame(stats.ratings, p.key, games));
	const rows = historyGames(games).map((game) => [
		game,
		...columns.map((column2) => column2[game - 1] ?? 0)
	]);
	return [header, ...rows];
}
function historyGames(games) {
	if (games <= HISTORY_GAMES) return Array.from({ length: games }, (_, g) => g + 1);
	return Array.from(
		{ length: HISTORY_GAMES },
		(_, k) => Math.round((k + 1) * games / HISTORY_GAMES)
	);
}
function ratingAfterEachGame(ratings, key, games) {
	const line = ratings.players.get(key);
	const after = new Array(games).fill(0);
	if (line === void 0) return after;
	let rating = 0;
	let next = 0;
	for (let g = 1; g <= games; g++) {
		if (line.gameNumbers[next] === g) rating = line.history[next++] ?? rating;
		after[g - 1] = roundedRating(rating);
	}
	return after;
}

function statisticsSheet(ss, lang, registry) {
	const found = findOwnSheet(ss, "statistics", lang, registry);
	if (found) return found;
	const ensured = ensureOwnSheet(ss, "statistics", lang, registry);
	if (ensured.status === "foreign") return null;
	ensured.sheet.setFrozenRows(1);
	return ensured.sheet;
}
function previousHeights(sheet, owner) {
	const { registry } = owner;
	const key = `heights:${owner.sheetId}`;
	const text = registry.record(key) ?? null;
	const [players, history, awards] = (text ?? "").split(":").map(Number);
	const known = (n) => Number.isInteger(n);
	const sides = known(awards) ? awards : STATS_LAYOUT.historyRow - STATS_LAYOUT.seatsRow;
	const heights = text !== null && known(players) && known(history) ? { players, history, awards: sides } : { players: sheet.getLastRow(), history: sheet.getLastRow(), awards: sides };
	return {
		heights,
		save: ({ players: players2, history: history2, awards: awards2 }) => registry.setRecord(key, `${players2}:${history2}:${awards2}`)
	};
}
function refreshStatistics(sheet, evaluation, registry, marker2) {
	const owner = { registry, sheetId: registry.sheetId("statistics") ?? sheet.getSheetId() };
	const previous = previousHeights(sheet, owner);
	const plan = planStatistics(evaluation, previous.heights);
	const first = plan.blocks[0]?.values[0];
	const format = marker2 && first ? markerCell(first, marker2, TEXTS2[plan.lang].status.sheetChanged(marker2.map((m) => m.sheet))) : null;
	const bottom = Math.max(
		...plan.blocks.map((b) => b.row + b.values.length - 1),
		...plan.charts.flatMap((c) => c.ranges.map(([row3, , rows]) => row3 + rows - 1))
	);
	ensureSize(sheet, bottom, STATS_LAYOUT.chartColumn + 8, 500);
	const formatKey = `marker:${owner.sheetId}`;
	if (format && registry.record(formatKey) !== format) {
		sheet.getRange(1, 1).setNumberFormat(format);
		registry.setRecord(formatKey, format);
	}
	for (const { row: row3, column: column2, values: values2 } of plan.blocks)
		sheet.getRange(row3, column2, values2.length, values2[0]?.length ?? 1).setValues(values2);
	if (plan.heights.players !== previous.heights.players || plan.heights.history !== previous.heights.history || plan.heights.awards !== previous.heights.awards)
		previous.save(plan.heights);
	const headers = plan.headerRows.map(([row3, column2, width]) => rowBandA1(row3, column2, width));
	const headersKey = `headers:${owner.sheetId}`;
	if (registry.record(headersKey) !== headers.join(",")) {
		sheet.getRangeList(headers).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
		registry.setRecord(headersKey, headers.join(","));
	}
	keepCharts(sheet, plan.charts.map(chartSpec), owner);
	return plan;
}
function chartSpec(plan) {
	const [row3, column2] = plan.ranges[0] ?? [1, 1];
	return {
		kind: plan.kind,
		ranges: plan.ranges,
		create: (builder) => {
			const typed = plan.type === "pie" ? builder.asPieChart() : plan.type === "column" ? builder.asColumnChart() : builder.asLineChart();
			const [anchorRow, anchorColumn] = plan.anchor;
			return typed.setTitle(plan.title).setNumHeaders(1).setPosition(anchorRow, anchorColumn, 0, 0);
		},
		legacy: (chart) => firstCells(chart)[0] === `${row3}:${column2}`
	};
}

function hasCurrentLayout(sheet) {
	return sheet.getFrozenRows() === TABLE_ROW;
}
function ensureCurrentLayout(sheet, lang, registry) {
	const id = registry?.sheetId("standings");
	const key = id === void 0 ? null : `layout:${id}`;
	if (key !== null && registry?.record(key) === "current") return;
	if (!hasCurrentLayout(sheet)) formatStandingsSheet(sheet, lang, false);
	if (key !== null) registry?.setRecord(key, "current");
}
function formatStandingsSheet(sheet, lang, created) {
	sheet.setFrozenRows(TABLE_ROW);
	if (created) {
		sheet.getRange(TABLE_ROW, 1, 1, STANDINGS_HEADERS[lang].length).setValues([[...STANDINGS_HEADERS[lang]]]).setBackground(HEADER_BACKGROUND);
	}
	sheet.getRange(1, 1, 1, STATUS_COLUMNS).setFontWeight("bold");
	sheet.getRange(TABLE_ROW, 1, 1, MAX_STANDINGS_COLUMNS).setFontWeight("bold").setWrap(true);
	sheet.getRange(1, PROBLEMS_COLUMN).setFontWeight("bold");
	sheet.setColumnWidth(1, 60);
	sheet.setColumnWidth(2, 170);
	sheet.setColumnWidths(3, MAX_STANDINGS_COLUMNS - 2, 90);
	sheet.setColumnWidth(PROBLEMS_COLUMN - 1, 24);
	sheet.setColumnWidth(PROBLEMS_COLUMN, 520);
	sheet.getRange(1, PROBLEMS_COLUMN, sheet.getMaxRows(), 1).setWrap(true);
	if (!created) moveOldChart(sheet);
	ensureChart(sheet, lang);
}
var OLD_CHART_COLUMN = 19;
function moveOldChart(sheet) {
	for (const chart of sheet.getCharts()) {
		const at = chart.getContainerInfo();
		if (at.getAnchorRow() !== 2 || at.getAnchorColumn() !== OLD_CHART_COLUMN) continue;
		sheet.updateChart(
			chart.modify().setPosition(2, PROBLEMS_COLUMN + 2, 0, 0).build()
		);
	}
}
function ensureChart(sheet, lang, owner) {
	const leaders = {
		kind: "leaders",
		ranges: [[TABLE_ROW, 2, CHART_ROWS, 2]],
		create: (builder) => builder.asBarChart().setTitle(TEXTS2[lang].chartTitle).setNumHeaders(1).setPosition(2, PROBLEMS_COLUMN + 2, 0, 0),
		legacy: (chart) => {
			const ranges = chart.getRanges();
			return ranges.length === 1 && firstCells(chart)[0] === "1:2" && ranges[0]?.getNumRows() === CHART_ROWS && ranges[0]?.getNumColumns() === 2;
		}
	};
	keepCharts(sheet, [leaders], owner, true);
}

var HIDDEN_FINAL_BACKGROUND = "#fff2cc";
var MISSED_EDIT_KEY = "mafia-standings.missed-edit";
function refreshOf(services, ss, lang, registry = Registry.read(ss)) {
	const timeZone = ss.getSpreadsheetTimeZone();
	const when = services.utilities.formatDate(new Date(), timeZone, "dd.MM.yyyy HH:mm");
	return {
		ss,
		lang,
		registry,
		when,
		dayOfDate: dayOfDateIn(services, () => timeZone)
	};
}
function readGamesValues(games) {
	return games.getDataRange().getValues();
}
function standingsSheet(refresh) {
	const { ss, lang, registry } = refresh;
	const found = findOwnSheet(ss, "standings", lang, registry);
	if (found) return found;
	const ensured = ensureOwnSheet(ss, "standings", lang, registry);
	if (ensured.status === "foreign") return null;
	formatStandingsSheet(ensured.sheet, lang, true);
	return ensured.sheet;
}
function markerOf(sources) {
	const games = markerSource(sources.games.getName(), sources.values);
	return sources.rules.marker ? [games, sources.rules.marker] : [games];
}
function refreshStandings(standings, result, marker2, when, warnings = [], registry) {
	const { lang } = problemLines(result);
	ensureCurrentLayout(standings, lang, registry);
	const plan = planStandings(result, standings.getLastRow(), { when, marker: marker2, warnings });
	if (plan.kind === "standings") {
		if (plan.headlineFormat) standings.getRange(1, 1).setNumberFormat(plan.headlineFormat);
		const table2 = rangeGrown(standings, 1, 1, plan.values.length, PROBLEMS_COLUMN);
		table2.setValues(plan.values);
		const colours = plan.backgrounds.map((row3, r) => [
			...row3,
			null,
			r === 0 && plan.finalHidden ? HIDDEN_FINAL_BACKGROUND : null
		]);
		table2.setBackgrounds(colours);
		table2.setBorder(null, null, false, null, null, false);
		if (plan.finalistsEnd !== null)
			standings.getRange(plan.finalistsEnd, 1, 1, plan.width).setBorder(null, null, true, null, null, null);
	} else {
		standings.getRange(1, 1, STATUS_ROWS, PROBLEMS_COLUMN - 1).setValues(plan.status);
		standings.getRange(1, 1, 1, STATUS_COLUMNS).setBackground(PROBLEM_BACKGROUND);
		rangeGrown(standings, 1, PROBLEMS_COLUMN, plan.values.length, 1).setValues(plan.values);
		standings.getRange(1, PROBLEMS_COLUMN).setBackground(PROBLEM_BACKGROUND);
	}
	return plan;
}
function markMissedEdit(ss, lang) {
	const standings = findOwnSheet(ss, "standings", lang);
	if (!standings) return;
	ss.addDeveloperMetadata(MISSED_EDIT_KEY, "1");
	const top = standings.getRange(1, 1);
	top.setValue(TEXTS2[lang].status.editMissed);
	top.setBackground(PROBLEM_BACKGROUND);
}
function takeMissedEdits(registry) {
	const notes = registry.notesOf(MISSED_EDIT_KEY);
	for (const note of notes) note.remove();
	return notes.length > 0;
}
function refreshMessage(plan, lang) {
	const texts2 = TEXTS2[lang];
	if (plan.kind === "problems")
		return `${texts2.problems(plan.count)} — ${texts2.seeColumn(columnLetter(PROBLEMS_COLUMN))}`;
	const updated = texts2.updated(plan.players, plan.games);
	return plan.finalHidden ? `${updated} ${texts2.finalHidden}.` : updated;
}
function recalculate(refresh, restoreChart = true) {
	const { ss, lang } = refresh;
	const texts2 = TEXTS2[lang];
	const games = findOwnSheet(ss, "games", lang, refresh.registry);
	if (!games) return { plan: null, message: texts2.noGamesSheet };
	const standings = standingsSheet(refresh);
	if (!standings) return { plan: null, message: texts2.foreignSheet(SHEET_NAMES.standings[lang]) };
	const rules = readRulesForRefresh(ss, lang, refresh.registry);
	const { plan, table: table2 } = refreshSheets(refresh, standings, {
		games,
		values: readGamesValues(games),
		rules
	});
	if (restoreChart) {
		const sheetId = refresh.registry.sheetId("standings") ?? standings.getSheetId();
		ensureChart(standings, plan.lang, { registry: refresh.registry, sheetId });
		refresh.registry.save();
	}
	return { plan, message: refreshMessage(plan, lang), read: { table: table2, rules: rules.values } };
}
function refreshQuietly(refresh, sources) {
	const { ss, lang } = refresh;
	const texts2 = TEXTS2[lang];
	try {
		const standings = standingsSheet(refresh);
		if (!standings) return;
		const { plan } = refreshSheets(refresh, standings, sources);
		if (plan.kind === "problems") ss.toast(refreshMessage(plan, lang), texts2.addon, 10);
	} catch {
		ss.toast(texts2.failed(texts2.menu.recalc), texts2.addon, 10);
	}
}
function refreshSheets(refresh, standings, read) {
	const sources = { ...read, values: settleEscaped(read.games, read.values, refresh.registry) };
	let refreshed = refreshOnce(refresh, standings, sources);
	if (takeMissedEdits(refresh.registry))
		refreshed = refreshOnce(refresh, standings, {
			...sources,
			values: readGamesValues(sources.games)
		});
	refresh.registry.save();
	return refreshed;
}
function refreshOnce(refresh, standings, sources) {
	const result = readGamesTable(
		sources.values,
		sources.rules.rules,
		"standings",
		refresh.dayOfDate
	);
	const marker2 = markerOf(sources);
	const plan = refreshStandings(
		standings,
		result,
		marker2,
		refresh.when,
		rosterLines(refresh.ss, result, refresh.registry, refresh.rosterLookup),
		refresh.registry
	);
	if (plan.kind === "standings" && result.ok) {
		const sheet = statisticsSheet(refresh.ss, refresh.lang, refresh.registry);
		if (sheet) refreshStatistics(sheet, result.table.evaluation, refresh.registry, marker2);
	}
	if (result.ok && result.table.evaluation.layout.season.tournament >= 0) {
		if (plan.kind === "standings") refreshSeries(refresh, result.table.evaluation, marker2);
		else markSeriesStale(refresh, plan.count, plan.lang);
	}
	return { plan, table: result.ok ? result.table : null };
}
function rosterLines(ss, result, registry, lookup) {
	if (!result.ok) return [];
	const roster = readRosterNames(ss, registry, lookup);
	return rosterWarnings(result.table.evaluation, roster).map(
		(warning) => describeRosterWarning(warning, result.table.lang)
	);
}

var names = (words, lang) => Object.values(words).map((word) => word[lang]).join(", ");
var GAMES_NOTES = {
	game: {
		ru: "Номер игры: один и тот же во всех 10 строках игры, например 1, 2, 3. Можно и текст, например «Финал 1».",
		en: "The game id: the same on all 10 rows of a game, such as 1, 2, 3. Text is fine too, such as “Final 1”."
	},
	seat: {
		ru: "Место за столом: число от 1 до 10, каждое место в игре один раз.",
		en: "The seat at the table: a number from 1 to 10, each seat once in a game."
	},
	player: {
		ru: "Ник игрока. Регистр, пробелы и ё/е не важны: «Алёна» и «алена » — один игрок. Если есть лист «Участники», пишите ники как там.",
		en: "The player's name. Case, spaces and ё/е do not matter. When there is a “Players” sheet, spell names as it does."
	},
	role: {
		ru: `Роль: ${names(ROLE_NAMES, "ru")}. В игре 6 мирных, 1 шериф, 2 мафии и 1 дон.`,
		en: `The role: ${names(ROLE_NAMES, "en")}. A game has 6 civilians, 1 sheriff, 2 mafia and 1 don.`
	},
	winner: {
		ru: `Кто победил: ${names(SIDE_NAMES, "ru")} — одинаково во всех строках игры. Пока победитель не вписан, игра считается идущей и в таблицу не входит.`,
		en: `Who won: ${names(SIDE_NAMES, "en")}, the same on every row of the game. Until a winner is typed, the game is in progress and not in the standings.`
	},
	firstKilled: {
		ru: "Галочка у игрока, убитого в первую ночь (не больше одного в игре).",
		en: "Tick the player killed first night (at most one in a game)."
	},
	bestMove: {
		ru: "Лучший ход красного игрока, убитого в первую ночь: названные им места через пробел, например «3 7 9». Можно и число чёрных среди названных: от 0 до 3.",
		en: "The best move of a red player killed first night: the seats named, separated by spaces, such as “3 7 9”. Or the count of black players among them: 0 to 3."
	},
	correct: {
		ru: `Сколько раз игрок правильно выставил или убил: целое число от 0 до ${MAX_COUNT}. Пусто — 0.`,
		en: `How many correct picks (kills or nominations): a whole number from 0 to ${MAX_COUNT}. Blank is 0.`
	},
	bestPlayer: {
		ru: "Галочка у лучшего игрока игры (по решению судей).",
		en: "Tick the best player of the game (chosen by the judges)."
	},
	remarks: {
		ru: `Число замечаний: целое от 0 до ${MAX_COUNT}. Пусто — 0.`,
		en: `The number of remarks: a whole number from 0 to ${MAX_COUNT}. Blank is 0.`
	},
	removed: {
		ru: "Галочка, если игрок удалён из игры.",
		en: "Tick when the player was removed from the game."
	},
	team: {
		ru: "Команда игрока, если играют командами. На очки в таблице не влияет.",
		en: "The player's team, when players come as teams. It changes no standings."
	},
	date: {
		ru: "Дата игры, например 2026-11-29. Можно оставить пустой.",
		en: "The date of the game, such as 2026-11-29. May be left blank."
	},
	extra: {
		ru: `Доп. баллы от судей: число от −${EXTRA_LIMIT} до ${EXTRA_LIMIT}, не больше двух знаков после запятой, например 0,5 или −0,3. Пусто — 0.`,
		en: `The judges' extra points: a number from −${EXTRA_LIMIT} to ${EXTRA_LIMIT} with at most two decimals, such as 0.5 or −0.3. Blank is 0.`
	},
	stage: {
		ru: `Этап: ${names(STAGE_NAMES, "ru")} — одинаково во всех строках игры. Пусто — основной этап.`,
		en: `The stage: ${names(STAGE_NAMES, "en")}, the same on every row of the game. Blank is the main stage.`
	}
};
var OURS = new Set(Object.values(GAMES_NOTES).flatMap((note) => [note.ru, note.en]));
function headerNotes(columns, current2, lang) {
	const notes = [...current2];
	let changed = false;
	for (const [column2, index] of Object.entries(columns)) {
		if (index < 0 || index >= notes.length) continue;
		const before = notes[index] ?? "";
		const note = GAMES_NOTES[column2][lang];
		if (before === note || before !== "" && !OURS.has(before)) continue;
		notes[index] = note;
		changed = true;
	}
	return changed ? notes : null;
}

var GAMES_WIDTHS = [60, 60, 170, 100, 100, 90, 100, 110, 90, 90, 90, 100, 80, 100, 120];
var ADDED_COLUMNS = ["extra", "stage", "team"];
var NUMBER_FORMATS = { bestMove: "@", date: "yyyy-mm-dd" };
function setupSheets(app, ss, lang) {
	const texts2 = TEXTS2[lang];
	const games = ensureOwnSheet(ss, "games", lang);
	const standings = ensureOwnSheet(ss, "standings", lang);
	const rules = setupRulesSheet(app, ss, lang);
	const messages = [];
	let headerUnknown = false;
	if (games.status !== "foreign") {
		headerUnknown = !formatGamesSheet(app, games.sheet, lang, games.status === "created");
		if (headerUnknown) messages.push(texts2.headerUnknown(games.sheet.getName()));
	}
	if (standings.status !== "foreign")
		formatStandingsSheet(standings.sheet, lang, standings.status === "created");
	if (games.status === "created")
		removeEmptyDefaultSheet(ss, games.sheet, [games, standings, rules]);
	for (const s of [games, standings, rules])
		if (s.status === "foreign") messages.push(texts2.foreignSheet(s.name));
	if (messages.length === 0) messages.push(texts2.ready);
	return { games, standings, rules, headerUnknown, messages };
}
var DEFAULT_SHEET_NAME = /^(Лист|Sheet)\s?\d+$/iu;
function removeEmptyDefaultSheet(ss, games, made) {
	const ours = new Set(made.flatMap((s) => s.status === "foreign" ? [] : [s.sheet.getSheetId()]));
	const others = ss.getSheets().filter((sheet) => !ours.has(sheet.getSheetId()));
	const [other] = others;
	if (others.length !== 1 || other === void 0 || !DEFAULT_SHEET_NAME.test(other.getName()))
		return;
	if (other.getLastRow() > 0 || other.getLastColumn() > 0 || other.getCharts().length > 0) return;
	if (ss.getActiveSheet().getSheetId() === other.getSheetId()) ss.setActiveSheet(games);
	ss.deleteSheet(other);
}
function formatGamesSheet(app, sheet, lang, created) {
	sheet.setFrozenRows(1);
	let header = created ? [] : sheet.getRange(1, 1, 1, Math.max(sheet.getLastColumn(), 1)).getValues()[0] ?? [];
	if (header.every((cell) => cell === "" || cell === null || cell === void 0)) {
		header = gamesHeader(lang);
		sheet.getRange(1, 1, 1, header.length).setValues([header]);
	}
	const found = withAddedColumns(sheet, header, lang);
	if (found === null) return false;
	header = found.header;
	const { columns, lang: tableLang2 } = found;
	sheet.getRange(1, 1, 1, header.length).setFontWeight("bold").setBackground(HEADER_BACKGROUND).setWrap(true);
	writeHeaderNotes(sheet, columns, header.length, lang, created);
	const dataRows = Math.max(sheet.getMaxRows() - 1, 1);
	const list2 = (names2) => (
		app.newDataValidation().requireValueInList(
			Object.values(names2).map((n) => n[tableLang2]),
			true
		).setAllowInvalid(true).build()
	);
	const checkbox2 = () => app.newDataValidation().requireCheckbox().build();
	const count = () => app.newDataValidation().requireNumberBetween(0, MAX_COUNT).setAllowInvalid(true).build();
	const rules = {
		seat: () => app.newDataValidation().requireNumberBetween(1, TABLE_SIZE).setAllowInvalid(false).build(),
		role: () => list2(ROLE_NAMES),
		winner: () => list2(SIDE_NAMES),
		firstKilled: checkbox2,
		bestPlayer: checkbox2,
		removed: checkbox2,
		correct: count,
		remarks: count,
		extra: () => app.newDataValidation().requireNumberBetween(-EXTRA_LIMIT, EXTRA_LIMIT).setAllowInvalid(true).build(),
		stage: () => list2(STAGE_NAMES)
	};
	GAMES_COLUMNS.forEach((c, k) => {
		const index = columns[c];
		if (index < 0) return;
		sheet.setColumnWidth(index + 1, GAMES_WIDTHS[k]);
		const range = sheet.getRange(2, index + 1, dataRows, 1);
		const rule = rules[c];
		if (rule) range.setDataValidation(rule());
		const format = NUMBER_FORMATS[c];
		if (format) range.setNumberFormat(format);
	});
	return true;
}
function writeHeaderNotes(sheet, columns, width, lang, created) {
	const range = sheet.getRange(1, 1, 1, width);
	const current2 = created ? new Array(width).fill("") : range.getNotes()[0] ?? [];
	const notes = headerNotes(columns, current2, lang);
	if (notes) range.setNotes([notes]);
}
function withAddedColumns(sheet, header, lang) {
	const found = headerColumns(header);
	if (found === null) return null;
	const missing = found instanceof TableError ? ADDED_COLUMNS : ADDED_COLUMNS.filter((field) => found.columns[field] < 0);
	if (!(found instanceof TableError) && missing.length === 0) return { header, ...found };
	const last = Math.max(sheet.getLastColumn(), header.length);
	const headerLang = found instanceof TableError ? lang : found.lang;
	const added = missing.map((field) => HEADERS[field][headerLang]);
	const candidate = [...header, ...new Array(last - header.length).fill(""), ...added];
	const extended = headerColumns(candidate);
	if (extended === null || extended instanceof TableError || missing.some((field, i) => extended.columns[field] !== last + i))
		return null;
	const width = last + added.length;
	if (width > sheet.getMaxColumns())
		sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
	sheet.getRange(1, last + 1, 1, added.length).setValues([added]);
	return { header: candidate, ...extended };
}

var DIALOG_LINES = 25;
function setupTournament(services) {
	return command(services, (lang, ss) => {
		const report = withDocumentLock(services, lang, () => {
			const done = setupSheets(services.spreadsheetApp, ss, lang);
			if (done.games.status !== "foreign" && done.standings.status !== "foreign" && !done.headerUnknown) {
				const refresh = refreshOf(services, ss, lang);
				const games = done.games.sheet;
				const values2 = readGamesValues(games);
				const rules = readRulesForRefresh(ss, lang);
				const result = readGamesTable(values2, rules.rules, "standings", refresh.dayOfDate);
				refreshStandings(
					done.standings.sheet,
					result,
					markerOf({ games, values: values2, rules }),
					refresh.when,
					rosterLines(ss, result)
				);
			}
			return done;
		});
		const strangers = [report.games, report.standings, report.rules].some((s) => s.status === "foreign") || report.headerUnknown;
		if (strangers) alert(services, lang, report.messages.join("\n\n"));
		else ss.toast(report.messages.join(" "), TEXTS2[lang].addon, 8);
		return report;
	});
}
function recalculateStandings(services) {
	return command(services, (lang, ss) => {
		const outcome = withDocumentLock(
			services,
			lang,
			() => recalculate(refreshOf(services, ss, lang))
		);
		if (outcome.plan === null) alert(services, lang, outcome.message);
		else ss.toast(outcome.message, TEXTS2[lang].addon, 8);
		return outcome;
	});
}
function checkProtocol(services) {
	return command(services, (lang, ss) => {
		const texts2 = TEXTS2[lang];
		const games = findOwnSheet(ss, "games", lang);
		if (!games) {
			alert(services, lang, texts2.noGamesSheet);
			return [];
		}
		const dayOfDate = dayOfDateIn(services, () => ss.getSpreadsheetTimeZone());
		const read = readGamesTable(readGamesValues(games), readRules(ss, lang), "store", dayOfDate);
		const { lines, warnings: found } = problemLines(read);
		const warnings = [...found, ...rosterLines(ss, read)];
		const warned = warnings.slice(0, DIALOG_LINES).map((w) => texts2.status.warning(w));
		const after = warned.length > 0 ? ["", ...warned] : [];
		if (lines.length === 0 && read.ok) {
			const finished = read.table.evaluation.games.filter((g) => g.status === "finished").length;
			const inProgress = read.table.evaluation.games.filter(
				(g) => g.status === "in-progress"
			).length;
			alert(services, lang, [texts2.checkOk(finished, inProgress), ...after].join("\n"));
		} else {
			const shown = lines.slice(0, DIALOG_LINES);
			if (lines.length > shown.length) shown.push(texts2.more(lines.length - shown.length));
			alert(services, lang, [texts2.problems(lines.length), "", ...shown, ...after].join("\n"));
		}
		return lines;
	});
}
function showHelp(services) {
	command(services, (lang) => alert(services, lang, TEXTS2[lang].help));
}
function gamesFormColumns(ss, lang) {
	const games = findOwnSheet(ss, "games", lang);
	const width = games?.getLastColumn() ?? 0;
	if (!games || width < 1)
		return { place: { round: false, table: false }, teams: false, tournaments: null };
	const header = games.getRange(1, 1, 1, width).getValues()[0] ?? [];
	const { round, table: table2, team } = placeColumnsOf(header);
	const place = { round, table: table2 };
	const holdsTeam = (rows, column2) => team >= 0 && rows.some((row3) => cellText(row3[column2]) !== "");
	if (!header.some((cell) => typeof cell === "string" && headerMeaning(cell) === "tournament")) {
		const last = games.getLastRow();
		const teamCells = team >= 0 && last > 1 ? games.getRange(2, team + 1, last - 1, 1).getValues() : [];
		return { place, teams: holdsTeam(teamCells, 0), tournaments: null };
	}
	const values2 = readGamesValues(games);
	const read = readGamesTable(values2);
	const tournaments = read.ok ? read.table.evaluation.tournaments.map((t) => t.name) : [];
	return { place, teams: holdsTeam(values2.slice(1), team), tournaments };
}
function showGameForm(services) {
	command(services, (lang, ss, locale) => {
		const rules = findOwnSheet(ss, "rules", lang);
		const page = services.htmlService.createHtmlOutputFromFile("Sidebar").append(localeMarkup(locale));
		if (rules) page.append(rulesMarkup(readRulesValues(rules)));
		const roster = readRoster(ss);
		if (roster.length > 0) page.append(rosterMarkup(roster.map((entry) => entry.name)));
		const { place, teams, tournaments } = gamesFormColumns(ss, lang);
		if (place.table) page.append(placeMarkup(place));
		if (teams || roster.some((entry) => entry.team !== "")) page.append(teamsMarkup());
		if (tournaments !== null) page.append(tournamentsMarkup(tournaments));
		const html = page.setTitle(TEXTS2[lang].sidebarTitle);
		services.spreadsheetApp.getUi().showSidebar(html);
	});
}

var gameStore_exports = {};
__export(gameStore_exports, {
	deleteGame: () => deleteGame,
	listPlayers: () => listPlayers,
	loadGame: () => loadGame,
	nextGameId: () => nextGameId,
	refreshAfterSave: () => refreshAfterSave,
	rulesCells: () => rulesCells,
	saveGame: () => saveGame
});

function deleteRunsOf(table2, rows) {
	return runsOf(rows).map((run) => {
		const cells = table2.values.slice(run.start - 1, run.start - 1 + run.count);
		const width = Math.max(1, ...cells.map((row3) => row3.length));
		const values2 = Array.from(
			{ length: run.count },
			(_, i) => Array.from({ length: width }, (_2, c) => safeCell(cells[i]?.[c] ?? ""))
		);
		return { ...run, values: values2 };
	});
}
function refuse(head, problems, advice) {
	return advice === void 0 ? { ok: false, head, problems } : { ok: false, head, problems, advice };
}
function placeOn(table2, place) {
	const tournament = table2.columns.tournament < 0 ? "" : (place?.tournament ?? "").trim();
	const inSeason = tournament !== "" ? { tournament } : {};
	if (table2.columns.table < 0) return inSeason;
	const round = table2.columns.round < 0 ? "" : (place?.round ?? "").trim();
	const at = (place?.table ?? "").trim();
	return { ...round !== "" ? { round } : {}, ...at !== "" ? { table: at } : {}, ...inSeason };
}
function findGame(table2, id, place) {
	const at = placeOn(table2, place);
	const key = gameKey(id, void 0, {
		...table2.columns.table < 0 ? {} : { round: at.round ?? "", table: at.table ?? "" },
		...table2.columns.tournament < 0 ? {} : { tournament: at.tournament ?? "" }
	});
	return table2.evaluation.games.find((game) => game.key === key);
}
function labelOf(id, place, lang) {
	return gameLabel({ label: id, ...place }, lang);
}
function placeProblems(table2, place, lang) {
	const texts2 = TEXTS2[lang];
	const given = (text) => (text ?? "").trim() !== "";
	if (table2.columns.table < 0)
		return given(place.table) || given(place.round) ? [texts2.missingColumn(PLACE_HEADERS.table[lang])] : [];
	const problems = [];
	if (!given(place.table)) problems.push(texts2.needTable);
	if (given(place.round) && table2.columns.round < 0)
		problems.push(texts2.missingColumn(PLACE_HEADERS.round[lang]));
	return problems;
}
function sheetRows(table2, rows) {
	return rows.map((row3) => row3.row).sort((a, b) => a - b);
}
function runsOf(rows) {
	const runs = [];
	for (const row3 of rows) {
		const last = runs[runs.length - 1];
		if (last && last.start + last.count === row3)
			runs[runs.length - 1] = { start: last.start, count: last.count + 1 };
		else runs.push({ start: row3, count: 1 });
	}
	return runs.reverse();
}
function gameToFind(table2, id, place, lang, head) {
	const label = labelOf(id.trim(), placeOn(table2, place), lang);
	const misplaced = table2.columns.table < 0 ? [] : placeProblems(table2, place ?? {}, lang);
	if (misplaced.length > 0) return { ok: false, refusal: refuse(head(label), misplaced) };
	const game = findGame(table2, id.trim(), place);
	if (!game) return { ok: false, refusal: refuse(TEXTS2[lang].notFound(label), []) };
	return { ok: true, game };
}

function planDelete(table2, id, lang, place) {
	const found = gameToFind(table2, id, place, lang, TEXTS2[lang].notDeleted);
	if (!found.ok) return found.refusal;
	const game = found.game;
	const rows = sheetRows(table2, game.rows);
	return {
		ok: true,
		plan: {
			id: game.label,
			place: writtenPlace(game),
			runs: deleteRunsOf(table2, rows),
			deletedRows: rows.length
		}
	};
}

var SHAPE_PROBLEMS = new Set([
	"winner-conflict",
	"row-count",
	"seat-twice",
	"seat-missing"
]);
function payloadOf(table2, id, lang, dateOf, place) {
	const texts2 = TEXTS2[lang];
	const found = gameToFind(table2, id, place, lang, texts2.cannotLoad);
	if (!found.ok) return found.refusal;
	const game = found.game;
	const seatOrder = (row3) => row3.seat ?? TABLE_SIZE + 1;
	const rows = [...game.rows].sort((a, b) => seatOrder(a) - seatOrder(b) || a.index - b.index);
	const problems = [];
	const engine = (issue2) => describeIssue({ ...issue2, game: void 0 }, lang);
	if (game.status === "in-progress") problems.push(texts2.noWinner);
	for (const issue2 of game.issues)
		if (issue2.row === void 0 && SHAPE_PROBLEMS.has(issue2.code))
			problems.push(engine({ ...issue2, field: void 0 }));
	const dateColumn = table2.columns.date;
	const dates = new Map();
	for (const row3 of [...rows].sort((a, b) => a.index - b.index)) {
		const sheetRow = row3.row;
		const issues = game.cellIssues.filter((issue2) => issue2.row === sheetRow);
		if (row3.seat === null && !issues.some((issue2) => issue2.field === "seat"))
			problems.push(texts2.noSeat(sheetRow));
		for (const issue2 of issues) problems.push(engine(issue2));
		if (isRecordedBestMove(row3.bestMove) && row3.bestMove.kind === "count")
			problems.push(texts2.countBestMove(sheetRow));
		const cell = dateColumn >= 0 ? table2.values[row3.index]?.[dateColumn] : void 0;
		if (isEmptyCell(cell)) continue;
		const date3 = dateOf(cell);
		if (date3 === void 0) problems.push(texts2.badDate(sheetRow, shownValue(cell)));
		else dates.set(date3, [...dates.get(date3) ?? [], sheetRow]);
	}
	if (dates.size > 1)
		problems.push(texts2.datesDiffer([...dates.values()].map((at) => at[0]).join(", ")));
	const winner = game.winner;
	if (problems.length > 0 || winner === null)
		return refuse(texts2.cannotLoad(gameLabel(game, lang)), problems, texts2.fixRowsFirst);
	const extraColumn = table2.columns.extra;
	const seats = rows.map(
		(row3) => seatPayloadOf(row3, extraColumn >= 0 && !isEmptyCell(table2.values[row3.index]?.[extraColumn]))
	);
	const date2 = [...dates.keys()][0];
	const stored = sheetRows(table2, game.rows);
	const plan = {
		game: game.label,
		...writtenPlace(game),
		...date2 ? { date: date2 } : {},
		winner,
		...game.stage !== "main" ? { stage: game.stage } : {},
		seats,
		rows: [stored[0] ?? 0, stored[stored.length - 1] ?? 0]
	};
	return { ok: true, plan };
}
function shownValue(value) {
	if (isDate(value)) return "";
	return typeof value === "string" ? value.trim() : String(value);
}
function seatPayloadOf(row3, hasExtra) {
	const seat = {
		seat: row3.seat,
		player: row3.player,
		role: row3.role,
		firstKilled: row3.firstKilled,
		correct: row3.correct,
		bestPlayer: row3.bestPlayer,
		remarks: row3.remarks,
		removed: row3.removed,
		...row3.bestMove?.kind === "seats" ? { bestMove: [...row3.bestMove.seats] } : {},
		...hasExtra ? { extra: row3.extra } : {},
		...row3.team !== "" ? { team: row3.team } : {}
	};
	return seat;
}

function planSave(table2, payload, lang) {
	const texts2 = TEXTS2[lang];
	const id = (payload.game ?? "").trim() || nextNumericId(table2.evaluation);
	const place = placeOn(table2, payload);
	const head = texts2.notSaved(labelOf(id, place, lang));
	const misplaced = [
		...placeProblems(table2, payload, lang),
		...(payload.tournament ?? "").trim() !== "" && table2.columns.tournament < 0 ? [texts2.missingColumn(SEASON_HEADERS.tournament[lang])] : []
	];
	if (misplaced.length > 0) return refuse(head, misplaced);
	const existing = findGame(table2, id, place);
	const existingRows = existing ? sheetRows(table2, existing.rows) : [];
	if (existing && !payload.replace) {
		return refuse(head, [
			texts2.exists(
				gameLabel(existing, lang),
				existingRows[0],
				existingRows[existingRows.length - 1]
			)
		]);
	}
	const { columns } = table2;
	const logical = payloadToRows(payload, id, table2.lang, STORED_COLUMNS);
	const missing = STORED_COLUMNS.filter(
		(c, k) => c !== "date" && columns[c] < 0 && (REQUIRED_FIELDS.includes(c) || logical.some((cells) => ![false, 0, ""].includes(cells[k])))
	);
	if (missing.length > 0)
		return refuse(
			head,
			missing.map(
				(c) => texts2.missingColumn(
					c === "round" || c === "table" ? PLACE_HEADERS[c][lang] : c === "tournament" ? SEASON_HEADERS[c][lang] : HEADERS[c][lang]
				)
			)
		);
	const judged = judgePayloadRows(table2, logical, lang);
	if (!judged.ok)
		return refuse(
			head,
			judged.problems.map((p) => describeForForm(p, payload, lang))
		);
	const inPlace = existingRows.length === TABLE_SIZE && existingRows[TABLE_SIZE - 1] - existingRows[0] === TABLE_SIZE - 1;
	const targetRow = inPlace ? existingRows[0] : table2.lastDataRow + 1;
	const deleteRuns2 = inPlace ? [] : deleteRunsOf(table2, existingRows);
	const at = (row3, col) => table2.values[row3 - 1]?.[col] ?? "";
	const writes = columnRuns2(columns).map((run) => {
		const values2 = [];
		const before = [];
		logical.forEach((cells, i) => {
			const row3 = [];
			const old = [];
			for (const column2 of run) {
				row3.push(sheetValue(column2, cells[STORED_COLUMNS.indexOf(column2)], id));
				old.push(safeCell(at(targetRow + i, columns[column2])));
			}
			values2.push(row3);
			before.push(old);
		});
		return { column: columns[run[0]] + 1, values: values2, before };
	});
	let deletedAbove = 0;
	for (const run of deleteRuns2) if (run.start < targetRow) deletedAbove += run.count;
	const first = targetRow - deletedAbove;
	return {
		ok: true,
		plan: {
			id,
			place,
			targetRow,
			writes,
			deleteRuns: deleteRuns2,
			rows: [first, first + TABLE_SIZE - 1],
			points: judged.points
		}
	};
}
function columnRuns2(columns) {
	const present = STORED_COLUMNS.filter((c) => columns[c] >= 0).sort(
		(a, b) => columns[a] - columns[b]
	);
	const runs = [];
	for (const column2 of present) {
		const run = runs[runs.length - 1];
		const last = run?.[run.length - 1];
		if (run && last !== void 0 && columns[last] + 1 === columns[column2]) run.push(column2);
		else runs.push([column2]);
	}
	return runs;
}
function sheetValue(column2, value, id) {
	if (column2 === "game") return gameIdCell(id);
	if (column2 === "round" || column2 === "table")
		return typeof value === "string" && value !== "" ? gameIdCell(value) : "";
	if (column2 === "date") return typeof value === "string" ? value : "";
	if (column2 === "tournament") return typeof value === "string" ? literalText(value) : "";
	return typeof value === "string" ? literalText(value) : value;
}
function judgePayloadRows(table2, logical, lang) {
	const { columns } = table2;
	const width = Math.max(...STORED_COLUMNS.map((c) => columns[c])) + 1;
	const rows = logical.map((cells) => {
		const row3 = new Array(width).fill("");
		STORED_COLUMNS.forEach((column2, k) => {
			if (columns[column2] >= 0) row3[columns[column2]] = cells[k];
		});
		return row3;
	});
	const alone = scoreGameAlone([table2.values[0] ?? [], ...rows], table2.evaluation.system, lang);
	if (!alone.ok) return { ok: false, problems: [...alone.issues] };
	return { ok: true, points: table2.rulesIssues.length > 0 ? [] : alone.points };
}
function describeForForm(issue2, payload, lang) {
	const bySeat = renumberRows(issue2, (row3) => payload.seats[row3 - 1]?.seat ?? row3);
	const text = describeIssue({ ...bySeat, game: void 0, row: void 0 }, lang, "seat");
	if (bySeat.row === void 0 || bySeat.sameRows !== void 0) return text;
	return `${HEADERS.seat[lang]} ${bySeat.row}, ${text}`;
}

var RULES_CELLS_LIMITS = { rows: 1e3, text: 1e3 };
function isRulesCells(cells) {
	const cell = (value) => typeof value === "string" && value.length <= RULES_CELLS_LIMITS.text || typeof value === "number" && Number.isFinite(value) || typeof value === "boolean";
	return Array.isArray(cells) && cells.length <= RULES_CELLS_LIMITS.rows && cells.every((row3) => Array.isArray(row3) && row3.length <= 2 && row3.every(cell));
}

function getEnumValues(entries) {
	const numericValues = Object.values(entries).filter((v) => typeof v === "number");
	const values2 = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
	return values2;
}
function jsonStringifyReplacer(_, value) {
	if (typeof value === "bigint")
		return value.toString();
	return value;
}
var Cached = class {
	constructor(getter) {
		this._getter = getter;
		this._value = void 0;
	}
	get value() {
		const getter = this._getter;
		if (getter !== void 0) {
			this._value = getter();
			this._getter = void 0;
		}
		return this._value;
	}
};
function cached(getter) {
	return new Cached(getter);
}
function nullish(input) {
	return input === null || input === void 0;
}
function cleanRegex(source) {
	const start = source.startsWith("^") ? 1 : 0;
	const end = source.endsWith("$") ? source.length - 1 : source.length;
	return source.slice(start, end);
}
function assignProp(target, prop, value) {
	Object.defineProperty(target, prop, {
		value,
		writable: true,
		enumerable: true,
		configurable: true
	});
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
	return typeof data === "object" && data !== null && !Array.isArray(data);
}
var propertyKeyTypes = new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
	return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
	const cl = new inst._zod.constr(def ?? inst._zod.def);
	if (!def || params?.parent)
		cl._zod.parent = inst;
	return cl;
}
function normalizeParams(_params) {
	const params = _params;
	if (!params)
		return {};
	if (typeof params === "string")
		return { error: () => params };
	if (params?.message !== void 0) {
		if (params?.error !== void 0)
			throw new Error("Cannot specify both `message` and `error` params");
		params.error = params.message;
	}
	delete params.message;
	if (typeof params.error === "string")
		return { ...params, error: () => params.error };
	return params;
}
function optionalKeys(shape) {
	return Object.keys(shape).filter((k) => {
		return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
	});
}
var NUMBER_FORMAT_RANGES = (() => ({
	safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
	int32: [-2147483648, 2147483647],
	uint32: [0, 4294967295],
	float32: [-34028234663852886e22, 34028234663852886e22],
	float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
function aborted(x, startIndex = 0) {
	if (x.aborted === true)
		return true;
	for (let i = startIndex; i < x.issues.length; i++) {
		if (x.issues[i]?.continue !== true) {
			return true;
		}
	}
	return false;
}
function explicitlyAborted(x, startIndex = 0) {
	if (x.aborted === true)
		return true;
	for (let i = startIndex; i < x.issues.length; i++) {
		if (x.issues[i]?.continue === false) {
			return true;
		}
	}
	return false;
}
function prefixIssues(path, issues) {
	return issues.map((iss) => {
		var _a2;
		(_a2 = iss).path ?? (_a2.path = []);
		iss.path.unshift(path);
		return iss;
	});
}
function unwrapMessage(message) {
	return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
	const caps = [];
	for (const ch of defChecks ?? []) {
		const d = ch._zod.def;
		if (!/_(length|size)$|_equals$/.test(d.check))
			break;
		const max = d.maximum ?? d.length ?? d.size;
		if (max >= 0)
			caps.push([max, ch]);
	}
	return caps;
}
function attachSchema(issues, start, inst) {
	var _a2;
	for (let i = start; i < issues.length; i++) {
		(_a2 = issues[i]).schema ?? (_a2.schema = inst);
	}
}
function finalizeIssue(iss, ctx, config2) {
	var _a2;
	const traits = iss.inst?._zod?.traits;
	if (traits?.has("$ZodType")) {
		if (traits.has("$ZodCheck"))
			(_a2 = iss).schema ?? (_a2.schema = iss.inst);
		else
			iss.schema = iss.inst;
	}
	const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
	const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
	const full = {};
	for (const k of Object.keys(iss)) {
		if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
			continue;
		full[k] = iss[k];
	}
	full.path ?? (full.path = []);
	full.message = message;
	if (ctx?.reportInput) {
		full.input = iss.input;
	}
	return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
	const units = str.length;
	if (!highSurrogate.test(str))
		return units;
	let count = units;
	for (let i = 0; i < units - 1; i++) {
		if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
			count--;
			i++;
		}
	}
	return count;
}
function getLengthableOrigin(input) {
	if (Array.isArray(input))
		return "array";
	if (typeof input === "string")
		return "string";
	return "unknown";
}
function issue(...args) {
	const [iss, input, inst] = args;
	if (typeof iss === "string") {
		return {
			message: iss,
			code: "custom",
			input,
			inst
		};
	}
	return { ...iss };
}
function members(proto, table2) {
	for (const key in table2) {
		const desc = Object.getOwnPropertyDescriptor(table2, key);
		if (desc.get)
			Object.defineProperty(proto, key, { ...desc, enumerable: false });
		else
			defineBound(proto, key, desc.value);
	}
}
function own(inst, key, value, enumerable = true) {
	Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
	return value;
}
function hide(inst, key, value) {
	return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			return this == null ? fn : own(this, key, fn.bind(this));
		},
		set(value) {
			own(this, key, value);
		}
	});
}
function claim(inst, sentinel) {
	const proto = Object.getPrototypeOf(inst);
	return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
	configurable: true,
	get() {
		broke = true;
		return void 0;
	}
};
function defineLazyInternal(inst, key, compute) {
	const proto = Object.getPrototypeOf(inst._zod);
	if (key in proto && installing !== inst._zod) {
		installing = void 0;
		return;
	}
	installing = inst._zod;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			Object.defineProperty(this, key, breaker);
			const outer = broke;
			broke = false;
			try {
				const value = compute(this);
				if (broke)
					delete this[key];
				else
					Object.defineProperty(this, key, { configurable: true, writable: true, value });
				broke = broke || outer;
				return value;
			} catch (err) {
				delete this[key];
				broke = broke || outer;
				throw err;
			}
		},
		set(value) {
			Object.defineProperty(this, key, { configurable: true, writable: true, value });
		}
	});
}
function installLazyProp(inst, key, make, enumerable) {
	const proto = claim(inst, key);
	if (!proto)
		return;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			const desc = { configurable: true, writable: true, enumerable, value: void 0 };
			Object.defineProperty(this, key, desc);
			desc.value = make(this);
			Object.defineProperty(this, key, desc);
			return desc.value;
		},
		set(value) {
			Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
		}
	});
}

var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
	const E = _E;
	if (E) {
		const saved = E.stackTraceLimit;
		if (typeof saved === "number") {
			try {
				E.stackTraceLimit = 0;
			} catch {
				_E = null;
				return new Definition();
			}
			try {
				return new Definition();
			} finally {
				E.stackTraceLimit = saved;
			}
		}
	}
	return new Definition();
}
function $constructor(name, initializer2, proto, params) {
	const zodProto = {};
	function Internals(def) {
		this.def = def;
		this.constr = _;
		this.traits = new Set();
	}
	Internals.prototype = zodProto;
	const protoMembers = proto;
	const initialized = protoMembers && new WeakSet();
	function init(inst, def) {
		if (!inst._zod) {
			_zodDesc.value = new Internals(def);
			try {
				Object.defineProperty(inst, "_zod", _zodDesc);
			} finally {
				_zodDesc.value = void 0;
			}
		} else if (inst._zod.traits.has(name)) {
			return;
		}
		inst._zod.traits.add(name);
		initializer2(inst, def);
		if (initialized) {
			const own3 = Object.getPrototypeOf(inst);
			const ctorProto = inst._zod.constr.prototype;
			let up = own3;
			while (up && up !== ctorProto)
				up = Object.getPrototypeOf(up);
			const target = up ?? own3;
			if (!initialized.has(target)) {
				initialized.add(target);
				members(target, protoMembers);
			}
		}
		const proto2 = _.prototype;
		for (const k in proto2) {
			if (!Object.prototype.hasOwnProperty.call(proto2, k))
				continue;
			if (!(k in inst)) {
				inst[k] = proto2[k].bind(inst);
			}
		}
	}
	const Parent = params?.Parent ?? Object;
	class Definition extends Parent {
	}
	Object.defineProperty(Definition, "name", { value: name });
	function _(def) {
		const inst = params?.Parent ? newError(Definition) : this;
		init(inst, def);
		const deferred = inst._zod.deferred;
		if (deferred) {
			for (const fn of deferred) {
				fn();
			}
			inst._zod.deferred = void 0;
		}
		const pp = globalThis.__zod_globalConfig?.postProcessor;
		if (pp)
			pp(inst);
		return inst;
	}
	Object.defineProperty(_, "init", { value: init });
	Object.defineProperty(_, Symbol.hasInstance, {
		value: (inst) => {
			if (params?.Parent && inst instanceof params.Parent)
				return true;
			return inst?._zod?.traits?.has(name);
		}
	});
	Object.defineProperty(_, "name", { value: name });
	return _;
}
var $ZodAsyncError = class extends Error {
	constructor() {
		super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
	}
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
	if (newConfig)
		Object.assign(globalConfig, newConfig);
	return globalConfig;
}

function _getMessage() {
	const internals = this._zod;
	internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
	return internals.message;
}
function _setMessage(value) {
	this._zod.message = value;
}
var _messageDesc = {
	get: _getMessage,
	set: _setMessage,
	enumerable: true,
	configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
	inst.name = "$ZodError";
	_issuesDesc.value = def;
	Object.defineProperty(inst, "issues", _issuesDesc);
	_issuesDesc.value = void 0;
	Object.defineProperty(inst, "message", _messageDesc);
	const proto = Object.getPrototypeOf(inst);
	if (!_installedToString.has(proto)) {
		_installedToString.add(proto);
		Object.defineProperty(proto, "toString", {
			configurable: true,
			enumerable: false,
			get() {
				const value = () => this.message;
				Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
				return value;
			},
			set(value) {
				Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
			}
		});
	}
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
	Parent: Error
});

var _parse = (_Err) => {
	const fn = (schema, value, _ctx, _params) => {
		const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
		const result = schema._zod.run({ value, issues: [] }, ctx);
		if (result instanceof Promise) {
			throw new $ZodAsyncError();
		}
		if (result.issues.length) {
			const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, _params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var parse = _parse($ZodRealError);
var _parseAsync = (_Err) => {
	const fn = async (schema, value, _ctx, params) => {
		const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
		let result = schema._zod.run({ value, issues: [] }, ctx);
		if (result instanceof Promise)
			result = await result;
		if (result.issues.length) {
			const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var parseAsync = _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
	const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
	const result = schema._zod.run({ value, issues: [] }, ctx);
	if (result instanceof Promise) {
		throw new $ZodAsyncError();
	}
	return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
	let error;
	return {
		success: false,
		get error() {
			if (!error) {
				error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
				issues = void 0;
				ctx = void 0;
			}
			return error;
		},
		set error(e) {
			error = e;
			issues = void 0;
			ctx = void 0;
		}
	};
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
	const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
	let result = schema._zod.run({ value, issues: [] }, ctx);
	if (result instanceof Promise)
		result = await result;
	return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = _safeParseAsync($ZodRealError);

var anyString = /^[\s\S]{0,}$/;
var number2 = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;

var $ZodCheck = $constructor("$ZodCheck", (inst, def) => {
	var _a2;
	inst._zod ?? (inst._zod = {});
	inst._zod.def = def;
	(_a2 = inst._zod).onattach ?? (_a2.onattach = []);
});
var _whenHasLength = (payload) => {
	const val = payload.value;
	return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
	number: "number",
	bigint: "bigint",
	object: "date"
};
var $ZodCheckLessThan = $constructor("$ZodCheckLessThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
			return;
		}
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_big",
			maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckGreaterThan = $constructor("$ZodCheckGreaterThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
			return;
		}
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_small",
			minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckNumberFormat = $constructor("$ZodCheckNumberFormat", (inst, def) => {
	$ZodCheck.init(inst, def);
	def.format = def.format || "float64";
	const isInt = def.format?.includes("int");
	const origin = isInt ? "int" : "number";
	const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
	inst._zod.check = (payload) => {
		const input = payload.value;
		if (isInt) {
			if (!Number.isInteger(input)) {
				payload.issues.push({
					expected: origin,
					format: def.format,
					code: "invalid_type",
					continue: false,
					input,
					inst
				});
				return;
			}
			if (!Number.isSafeInteger(input)) {
				if (input > 0) {
					payload.issues.push({
						input,
						code: "too_big",
						maximum: Number.MAX_SAFE_INTEGER,
						note: "Integers must be within the safe integer range.",
						inst,
						origin,
						inclusive: true,
						continue: !def.abort
					});
				} else {
					payload.issues.push({
						input,
						code: "too_small",
						minimum: Number.MIN_SAFE_INTEGER,
						note: "Integers must be within the safe integer range.",
						inst,
						origin,
						inclusive: true,
						continue: !def.abort
					});
				}
				return;
			}
		}
		if (input < minimum) {
			payload.issues.push({
				origin: "number",
				input,
				code: "too_small",
				minimum,
				inclusive: true,
				inst,
				continue: !def.abort
			});
		}
		if (input > maximum) {
			payload.issues.push({
				origin: "number",
				input,
				code: "too_big",
				maximum,
				inclusive: true,
				inst,
				continue: !def.abort
			});
		}
	};
});
var $ZodCheckMaxLength = $constructor("$ZodCheckMaxLength", (inst, def) => {
	var _a2;
	$ZodCheck.init(inst, def);
	(_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
		if (length <= def.maximum)
			return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_big",
			maximum: def.maximum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMinLength = $constructor("$ZodCheckMinLength", (inst, def) => {
	var _a2;
	$ZodCheck.init(inst, def);
	(_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
		if (length >= def.minimum)
			return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_small",
			minimum: def.minimum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckLengthEquals = $constructor("$ZodCheckLengthEquals", (inst, def) => {
	var _a2;
	$ZodCheck.init(inst, def);
	(_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? codePointLength(input) : units;
		if (length === def.length)
			return;
		const origin = getLengthableOrigin(input);
		const tooBig = length > def.length;
		payload.issues.push({
			origin,
			...tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length },
			inclusive: true,
			exact: true,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});

var version = {
	major: 4,
	minor: 6,
	patch: 7
};

var $ZodType = $constructor("$ZodType", (inst, def) => {
	var _a2;
	inst ?? (inst = {});
	inst._zod.def = def;
	inst._zod.bag = inst._zod.bag || {};
	inst._zod.version = version;
	const defChecks = inst._zod.def.checks;
	const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
	for (const ch of checks) {
		for (const fn of ch._zod.onattach) {
			fn(inst);
		}
	}
	if (checks.length === 0) {
		(_a2 = inst._zod).deferred ?? (_a2.deferred = []);
		inst._zod.deferred?.push(() => {
			inst._zod.run = inst._zod.parse;
		});
	} else {
		const runChecks = (payload, checks2, ctx) => {
			if (payload.memo)
				return payload;
			let isAborted = aborted(payload);
			let asyncResult;
			for (const ch of checks2) {
				if (ch._zod.def.when) {
					if (explicitlyAborted(payload))
						continue;
					const shouldRun = ch._zod.def.when(payload);
					if (!shouldRun)
						continue;
				} else if (isAborted) {
					continue;
				}
				const currLen = payload.issues.length;
				const _ = ch._zod.check(payload);
				if (_ instanceof Promise && ctx?.async === false) {
					throw new $ZodAsyncError();
				}
				if (asyncResult || _ instanceof Promise) {
					asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
						await _;
						const nextLen = payload.issues.length;
						if (nextLen === currLen)
							return;
						attachSchema(payload.issues, currLen, inst);
						if (!isAborted)
							isAborted = aborted(payload, currLen);
					});
				} else {
					const nextLen = payload.issues.length;
					if (nextLen === currLen)
						continue;
					attachSchema(payload.issues, currLen, inst);
					if (!isAborted)
						isAborted = aborted(payload, currLen);
				}
			}
			if (asyncResult) {
				return asyncResult.then(() => {
					return payload;
				});
			}
			return payload;
		};
		const handleCanaryResult = (canary, payload, ctx) => {
			if (aborted(canary)) {
				canary.aborted = true;
				return canary;
			}
			const checkResult = runChecks(payload, checks, ctx);
			if (checkResult instanceof Promise) {
				if (ctx.async === false)
					throw new $ZodAsyncError();
				return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
			}
			return inst._zod.parse(checkResult, ctx);
		};
		inst._zod.run = (payload, ctx) => {
			if (ctx.skipChecks) {
				return inst._zod.parse(payload, ctx);
			}
			if (ctx.direction === "backward") {
				const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
				if (canary instanceof Promise) {
					return canary.then((canary2) => {
						return handleCanaryResult(canary2, payload, ctx);
					});
				}
				return handleCanaryResult(canary, payload, ctx);
			}
			const result = inst._zod.parse(payload, ctx);
			if (result instanceof Promise) {
				if (ctx.async === false)
					throw new $ZodAsyncError();
				return result.then((result2) => runChecks(result2, checks, ctx));
			}
			return runChecks(result, checks, ctx);
		};
	}
}, {
	get "~standard"() {
		return hide(this, "~standard", standardProps(this));
	},
	set "~standard"(value) {
		own(this, "~standard", value);
	}
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
	const ctx = { async: true };
	return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
	return {
		validate: (value) => {
			const ctx = { async: false };
			try {
				const r = inst._zod.run({ value, issues: [] }, ctx);
				if (!(r instanceof Promise))
					return toStandardResult(r, ctx);
			} catch (_) {
			}
			return validateAsync(inst, value);
		},
		vendor: "zod",
		version: 1
	};
}
var $ZodString = $constructor("$ZodString", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = def.pattern ?? anyString;
	inst._zod.parse = (payload, _) => {
		if (def.coerce)
			try {
				payload.value = String(payload.value);
			} catch (_2) {
			}
		if (typeof payload.value === "string")
			return payload;
		payload.issues.push({
			expected: "string",
			code: "invalid_type",
			input: payload.value,
			inst
		});
		return payload;
	};
});
var $ZodNumber = $constructor("$ZodNumber", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = number2;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce)
			try {
				payload.value = Number(payload.value);
			} catch (_) {
			}
		const input = payload.value;
		if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
			return payload;
		}
		const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
		payload.issues.push({
			expected: "number",
			code: "invalid_type",
			input,
			inst,
			...received ? { received } : {}
		});
		return payload;
	};
});
var $ZodNumberFormat = $constructor("$ZodNumberFormat", (inst, def) => {
	$ZodCheckNumberFormat.init(inst, def);
	$ZodNumber.init(inst, def);
});
var $ZodBoolean = $constructor("$ZodBoolean", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = boolean;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce)
			try {
				payload.value = Boolean(payload.value);
			} catch (_) {
			}
		const input = payload.value;
		if (typeof input === "boolean")
			return payload;
		payload.issues.push({
			expected: "boolean",
			code: "invalid_type",
			input,
			inst
		});
		return payload;
	};
});
function capSize(inst, size) {
	const caps = sizeCaps(inst._zod.def.checks);
	if (!caps.length)
		return;
	const cap = Math.min(...caps.map((c) => c[0]));
	const parse2 = inst._zod.parse;
	inst._zod.parse = (payload, ctx) => {
		const n = size(payload.value);
		if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
			for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
				if (n > max && ch._zod.def.when(payload)) {
					const start = payload.issues.length;
					ch._zod.check(payload);
					payload.issues[start].continue = false;
					attachSchema(payload.issues, start, inst);
					return payload;
				}
			}
		}
		return parse2(payload, ctx);
	};
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
	if (result.issues.length) {
		final.issues.push(...prefixIssues(index, result.issues));
	}
	final.value[index] = result.value;
}
var $ZodArray = $constructor("$ZodArray", (inst, def) => {
	$ZodType.init(inst, def);
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!Array.isArray(input)) {
			payload.issues.push({
				expected: "array",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
		const proms = [];
		const abortEarly = ctx?.abortEarly;
		for (let i = 0; i < input.length; i++) {
			const item = input[i];
			const result = def.element._zod.run({
				value: item,
				issues: []
			}, ctx);
			if (result instanceof Promise) {
				proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
			} else {
				handleArrayResult(result, payload, i);
				if (abortEarly && result.issues.length !== 0 && aborted(result))
					break;
			}
		}
		if (proms.length) {
			return Promise.all(proms).then(() => payload);
		}
		return payload;
	};
	capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
	const isPresent = key in input;
	const isOptionalOut = optout === "optional";
	if (!isPresent && isOptionalOut && optin === "optional") {
		return;
	}
	if (result.issues.length) {
		if (optin !== void 0 && isOptionalOut && !isPresent) {
			return;
		}
		final.issues.push(...prefixIssues(key, result.issues));
	}
	if (!isPresent && optin === void 0) {
		if (!result.issues.length) {
			final.issues.push({
				code: "invalid_type",
				expected: "nonoptional",
				input: void 0,
				path: [key]
			});
		}
		return;
	}
	if (result.value === void 0) {
		if (isPresent || optin === "defaulted" && !isOptionalOut) {
			final.value[key] = void 0;
		}
	} else {
		final.value[key] = result.value;
	}
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
	const keys = Object.keys(def.shape);
	const ownSymbols = Object.getOwnPropertySymbols(def.shape);
	const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
	const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
	for (const k of allKeys) {
		if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
			throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
		}
	}
	const okeys = optionalKeys(def.shape);
	return {
		...def,
		allKeys,
		symbolKeys,
		keySet: new Set(keys),
		numKeys: keys.length,
		optionalKeys: new Set(okeys)
	};
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
	const unrecognized = [];
	const keySet = def.keySet;
	const _catchall = def.catchall._zod;
	const t = _catchall.def.type;
	const optin = _catchall.optin;
	const optout = _catchall.optout;
	let seen = 0;
	for (const key in input) {
		if (abortEarly && payload.issues.length !== seen) {
			if (aborted(payload, seen))
				break;
			seen = payload.issues.length;
		}
		if (keySet.has(key))
			continue;
		if (key === "__proto__") {
			if (t === "never")
				unrecognized.push(key);
			continue;
		}
		if (t === "never") {
			unrecognized.push(key);
			continue;
		}
		const r = _catchall.run({ value: input[key], issues: [] }, ctx);
		if (r instanceof Promise) {
			proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
		} else {
			handlePropertyResult(r, payload, key, input, optin, optout);
		}
	}
	if (unrecognized.length) {
		payload.issues.push({
			code: "unrecognized_keys",
			keys: unrecognized,
			input,
			inst,
			continue: true
		});
	}
	if (!proms.length)
		return payload;
	return Promise.all(proms).then(() => {
		return payload;
	});
}
var $ZodObject = $constructor("$ZodObject", (inst, def) => {
	$ZodType.init(inst, def);
	const desc = Object.getOwnPropertyDescriptor(def, "shape");
	const sh = desc?.get ? desc.get.raw : def.shape ?? {};
	if (sh) {
		const get = () => {
			const newSh = { ...sh };
			Object.defineProperty(def, "shape", { value: newSh });
			get.raw = newSh;
			return newSh;
		};
		get.raw = sh;
		Object.defineProperty(def, "shape", { get });
	}
	const _normalized = cached(() => normalizeDef(def));
	defineLazyInternal(inst, "propValues", (zod) => {
		const shape = zod.def.shape;
		const propValues = {};
		for (const key in shape) {
			const field = shape[key]._zod;
			if (field.values) {
				if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
					assignProp(propValues, key, new Set());
				}
				for (const v of field.values)
					propValues[key].add(v);
				if (field.optin !== void 0)
					propValues[key].add(void 0);
			}
		}
		return propValues;
	});
	const isObject2 = isObject;
	const catchall = def.catchall;
	let value;
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		value ?? (value = _normalized.value);
		const input = payload.value;
		if (!isObject2(input)) {
			payload.issues.push({
				expected: "object",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
		const proms = [];
		const shape = value.shape;
		const abortEarly = ctx?.abortEarly;
		let seen = payload.issues.length;
		for (const key of value.allKeys) {
			if (abortEarly && payload.issues.length !== seen) {
				if (aborted(payload, seen))
					break;
				seen = payload.issues.length;
			}
			if (key === "__proto__")
				continue;
			const el = shape[key];
			const optin = el._zod.optin;
			const optout = el._zod.optout;
			const r = el._zod.run({ value: input[key], issues: [] }, ctx);
			if (r instanceof Promise) {
				proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
			} else {
				handlePropertyResult(r, payload, key, input, optin, optout);
			}
		}
		if (!catchall) {
			return proms.length ? Promise.all(proms).then(() => payload) : payload;
		}
		return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
	};
});
var $ZodEnum = $constructor("$ZodEnum", (inst, def) => {
	$ZodType.init(inst, def);
	const values2 = getEnumValues(def.entries);
	const valuesSet = new Set(values2);
	inst._zod.values = valuesSet;
	defineLazyInternal(inst, "pattern", (zod) => {
		const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
		return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
	});
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (valuesSet.has(input)) {
			return payload;
		}
		payload.issues.push({
			code: "invalid_value",
			values: values2,
			input,
			inst
		});
		return payload;
	};
});
function handleOptionalResult(payload, result) {
	payload.value = result.issues.length ? void 0 : result.value;
	return payload;
}
var $ZodOptional = $constructor("$ZodOptional", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
	inst._zod.optout = "optional";
	defineLazyInternal(inst, "values", (zod) => {
		const values2 = zod.def.innerType._zod.values;
		return values2 ? new Set([...values2, void 0]) : void 0;
	});
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === void 0) {
			if (def.innerType._zod.optin !== "defaulted")
				return payload;
			const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
			if (result instanceof Promise)
				return result.then((result2) => handleOptionalResult(payload, result2));
			return handleOptionalResult(payload, result);
		}
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodNullable = $constructor("$ZodNullable", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
	});
	defineLazyInternal(inst, "values", (zod) => {
		return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === null)
			return payload;
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodCustom = $constructor("$ZodCustom", (inst, def) => {
	$ZodCheck.init(inst, def);
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, _) => {
		return payload;
	};
	inst._zod.check = (payload) => {
		const input = payload.value;
		const r = def.fn(input);
		if (r instanceof Promise) {
			return r.then((r2) => handleRefineResult(r2, payload, input, inst));
		}
		handleRefineResult(r, payload, input, inst);
		return;
	};
});
function handleRefineResult(result, payload, input, inst) {
	if (!result) {
		const _iss = {
			code: "custom",
			input,
			inst,
			path: [...inst._zod.def.path ?? []],
			continue: !inst._zod.def.abort
			// params: inst._zod.def.params,
		};
		if (inst._zod.def.params)
			_iss.params = inst._zod.def.params;
		payload.issues.push(issue(_iss));
	}
}

function snapshotChecks(def) {
	if (def.checks)
		def.checks = [...def.checks];
	return def;
}
function _string(Class, params) {
	return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
function _number(Class, params) {
	return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
function _int(Class, params) {
	return new Class({
		type: "number",
		check: "number_format",
		abort: false,
		format: "safeint",
		...normalizeParams(params)
	});
}
function _boolean(Class, params) {
	return new Class({
		type: "boolean",
		...normalizeParams(params)
	});
}
function _lt(value, params) {
	return new $ZodCheckLessThan({
		check: "less_than",
		...normalizeParams(params),
		value,
		inclusive: false
	});
}
function _lte(value, params) {
	return new $ZodCheckLessThan({
		check: "less_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
function _gte(value, params) {
	return new $ZodCheckGreaterThan({
		check: "greater_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
function _maxLength(maximum, params) {
	const ch = new $ZodCheckMaxLength({
		check: "max_length",
		...normalizeParams(params),
		maximum
	});
	return ch;
}
function _minLength(minimum, params) {
	return new $ZodCheckMinLength({
		check: "min_length",
		...normalizeParams(params),
		minimum
	});
}
function _length(length, params) {
	return new $ZodCheckLengthEquals({
		check: "length_equals",
		...normalizeParams(params),
		length
	});
}
function _custom(Class, fn, _params) {
	const norm = normalizeParams(_params);
	norm.abort ?? (norm.abort = true);
	const schema = new Class({
		type: "custom",
		check: "custom",
		fn,
		...norm
	});
	return schema;
}
function _refine(Class, fn, _params) {
	const schema = new Class({
		type: "custom",
		check: "custom",
		fn,
		...normalizeParams(_params)
	});
	return schema;
}

var ZodMiniType = $constructor("ZodMiniType", (inst, def) => {
	if (!inst._zod)
		throw new Error("Uninitialized schema in ZodMiniType.");
	$ZodType.init(inst, def);
	inst.def = def;
	inst.type = def.type;
}, {
	get with() {
		return this.check;
	},
	set with(value) {
		own(this, "with", value);
	},
	parse(data, params) {
		return parse(this, data, params, { callee: this.parse });
	},
	parseAsync(data, params) {
		return parseAsync(this, data, params, { callee: this.parseAsync });
	},
	safeParse(data, params) {
		return safeParse(this, data, params);
	},
	safeParseAsync(data, params) {
		return safeParseAsync(this, data, params);
	},
	check(...checks) {
		const def = this.def;
		return this.clone({
			...def,
			checks: [
				...def.checks ?? [],
				...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
			]
		}, { parent: true });
	},
	clone(_def, params) {
		return clone(this, _def, params);
	},
	brand() {
		return this;
	},
	register(reg, meta2) {
		reg.add(this, meta2);
		return this;
	},
	apply(fn, ...args) {
		return args.length === 0 ? fn(this) : fn(this, ...args);
	}
});
var ZodMiniString = $constructor("ZodMiniString", (inst, def) => {
	$ZodString.init(inst, def);
	ZodMiniType.init(inst, def);
});
function string2(params) {
	return _string(ZodMiniString, params);
}
var ZodMiniNumber = $constructor("ZodMiniNumber", (inst, def) => {
	$ZodNumber.init(inst, def);
	ZodMiniType.init(inst, def);
});
function number3(params) {
	return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = $constructor("ZodMiniNumberFormat", (inst, def) => {
	$ZodNumberFormat.init(inst, def);
	ZodMiniNumber.init(inst, def);
});
function int(params) {
	return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = $constructor("ZodMiniBoolean", (inst, def) => {
	$ZodBoolean.init(inst, def);
	ZodMiniType.init(inst, def);
});
function boolean2(params) {
	return _boolean(ZodMiniBoolean, params);
}
var ZodMiniArray = $constructor("ZodMiniArray", (inst, def) => {
	$ZodArray.init(inst, def);
	ZodMiniType.init(inst, def);
});
function array(element, params) {
	return new ZodMiniArray({
		type: "array",
		element,
		...normalizeParams(params)
	});
}
var ZodMiniObject = $constructor("ZodMiniObject", (inst, def) => {
	$ZodObject.init(inst, def);
	ZodMiniType.init(inst, def);
	installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
function object(shape, params) {
	const def = {
		type: "object",
		shape: shape ?? {},
		...normalizeParams(params)
	};
	return new ZodMiniObject(def);
}
var ZodMiniEnum = $constructor("ZodMiniEnum", (inst, def) => {
	$ZodEnum.init(inst, def);
	ZodMiniType.init(inst, def);
	inst.options = [...inst._zod.values];
});
function _enum(values2, params) {
	const entries = Array.isArray(values2) ? Object.fromEntries(values2.map((v) => [v, v])) : values2;
	return new ZodMiniEnum({
		type: "enum",
		entries,
		...normalizeParams(params)
	});
}
var ZodMiniOptional = $constructor("ZodMiniOptional", (inst, def) => {
	$ZodOptional.init(inst, def);
	ZodMiniType.init(inst, def);
});
function optional(innerType) {
	return new ZodMiniOptional({
		type: "optional",
		innerType
	});
}
var ZodMiniNullable = $constructor("ZodMiniNullable", (inst, def) => {
	$ZodNullable.init(inst, def);
	ZodMiniType.init(inst, def);
});
function nullable(innerType) {
	return new ZodMiniNullable({
		type: "nullable",
		innerType
	});
}
var ZodMiniCustom = $constructor("ZodMiniCustom", (inst, def) => {
	$ZodCustom.init(inst, def);
	ZodMiniType.init(inst, def);
});
function custom(fn, _params) {
	return _custom(ZodMiniCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
	return _refine(ZodMiniCustom, fn, _params);
}

function seatSchema() {
	return object({
		seat: int().check(_gte(1), _lte(TABLE_SIZE)),
		player: string2().check(_maxLength(100)),
		role: _enum(ROLES),
		firstKilled: optional(boolean2()),
		bestMove: optional(
			array(int().check(_gte(1), _lte(TABLE_SIZE))).check(refine((seats) => seats.length === 0 || seats.length === 2 || seats.length === 3))
		),
		correct: optional(int().check(_gte(0), _lte(MAX_COUNT))),
		bestPlayer: optional(boolean2()),
		remarks: optional(int().check(_gte(0), _lte(MAX_COUNT))),
		removed: optional(boolean2()),
		extra: optional(
			number3().check(
				_gte(-EXTRA_LIMIT),
				_lte(EXTRA_LIMIT),
				refine((n) => extraPointsOf(n) !== void 0)
			)
		),
		team: optional(string2().check(_maxLength(100)))
	});
}
function rulesCellsSchema() {
	return custom(isRulesCells);
}
var isRowPair = (rows) => (rows[0] ?? 0) <= (rows[1] ?? 0);
function gameRowsSchema() {
	return array(int().check(_gte(1), _lte(1e7))).check(_length(2), refine(isRowPair));
}
function gamePayloadSchema() {
	return object({
		game: optional(string2().check(_maxLength(40))),
		round: optional(string2().check(_maxLength(40))),
		table: optional(string2().check(_maxLength(40))),
		tournament: optional(string2().check(_maxLength(100))),
		date: optional(string2()),
		winner: _enum(SIDES),
		stage: optional(_enum(STAGES)),
		replace: optional(boolean2()),
		rows: optional(gameRowsSchema()),
		seats: array(seatSchema()).check(_length(TABLE_SIZE)),
		rules: optional(nullable(rulesCellsSchema()))
	});
}

function checkPayload(input, lang) {
	const parsed = gamePayloadSchema().safeParse(input);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue2) => describePayloadIssue(issue2, input, lang));
		return { ok: false, problems: [...new Set(lines)] };
	}
	const date2 = parsed.data.date;
	if (date2 !== void 0 && !isIsoDate(date2)) {
		return {
			ok: false,
			problems: [describePayloadIssue({ code: "invalid_format", path: ["date"] }, input, lang)]
		};
	}
	return { ok: true, payload: parsed.data };
}
function own2(value, key) {
	return typeof value === "object" && value !== null ? Object.getOwnPropertyDescriptor(value, key)?.value : void 0;
}
var WORDS2 = {
	ru: {
		seat: (n) => `Место ${n}`,
		entry: (n) => `Запись ${n} состава`,
		missing: "не указано",
		types: {
			string: "текст",
			number: "целое число",
			int: "целое число",
			boolean: "да/нет",
			array: "список",
			object: "запись"
		},
		need: "нужно",
		longer: "длиннее",
		other: "другое значение",
		noData: "данные игры не переданы"
	},
	en: {
		seat: (n) => `Seat ${n}`,
		entry: (n) => `Seat entry ${n}`,
		missing: "missing",
		types: {
			string: "text",
			number: "a whole number",
			int: "a whole number",
			boolean: "true/false",
			array: "a list",
			object: "a record"
		},
		need: "expected",
		longer: "longer than",
		other: "a different value",
		noData: "no game data was sent"
	}
};
var FIELD_WORDS = {
	extra: {
		ru: `число от −${EXTRA_LIMIT} до ${EXTRA_LIMIT}, не больше двух знаков после запятой`,
		en: `a number from −${EXTRA_LIMIT} to ${EXTRA_LIMIT} with at most two decimals`
	},
	bestMove: {
		ru: `два или три места от 1 до ${TABLE_SIZE}`,
		en: `two or three seats from 1 to ${TABLE_SIZE}`
	},
	date: { ru: "ГГГГ-ММ-ДД (настоящая дата)", en: "YYYY-MM-DD (a real date)" },
	seats: { ru: `ровно ${TABLE_SIZE} мест`, en: `exactly ${TABLE_SIZE} seats` },
	rows: {
		ru: "номера первой и последней строк игры на листе",
		en: "the numbers of the game's first and last rows"
	},
	rules: {
		ru: `строки листа «Правила» по две ячейки (текст до ${RULES_CELLS_LIMITS.text} знаков, число или да/нет), не больше ${RULES_CELLS_LIMITS.rows}`,
		en: `the Rules sheet's rows of two cells (text up to ${RULES_CELLS_LIMITS.text} characters, a number or yes/no), at most ${RULES_CELLS_LIMITS.rows}`
	}
};
var LABELS = {
	...HEADERS,
	...PLACE_HEADERS,
	tournament: SEASON_HEADERS.tournament,
	date: DATE_HEADER,
	replace: { ru: "Замена", en: "Replace" },
	rules: { ru: "Правила", en: "Rules" },
	rows: { ru: "Строки игры", en: "Game rows" },
	seats: { ru: "Состав", en: "Seats" }
};
function describePayloadIssue(issue2, input, lang) {
	const w = WORDS2[lang];
	const path = issue2.path;
	if (path.length === 0) return w.noData;
	const q = (text2) => quote(text2, lang);
	const inSeat = path[0] === "seats" && typeof path[1] === "number";
	const fieldAt = inSeat ? 2 : 0;
	const field = path[fieldAt];
	const parts2 = [];
	if (inSeat) {
		const index = path[1];
		const seat = own2(own2(own2(input, "seats"), index), "seat");
		parts2.push(
			typeof seat === "number" && Number.isInteger(seat) && seat >= 1 && seat <= TABLE_SIZE ? w.seat(seat) : w.entry(index + 1)
		);
	}
	if (typeof field === "string") parts2.push(q(LABELS[field]?.[lang] ?? field));
	const where = parts2.join(", ");
	const fieldWords = typeof field === "string" ? FIELD_WORDS[field] : void 0;
	const shown = fieldWords ? path.slice(0, fieldAt + 1) : path;
	let value = input;
	for (const key of shown) value = own2(value, key);
	let text = typeof value === "string" ? value : JSON.stringify(value) ?? "";
	if (text.length > 40) text = `${text.slice(0, 40)}…`;
	const got = value === void 0 ? w.missing : q(text);
	let expected;
	if (fieldWords) expected = fieldWords[lang];
	else
		switch (issue2.code) {
			case "invalid_type":
				expected = w.types[issue2.expected ?? ""] ?? String(issue2.expected);
				break;
			case "invalid_value":
				expected = (issue2.values ?? []).join(", ");
				break;
			case "too_big":
			case "too_small":
				if (issue2.origin === "string") return `${where}: ${w.longer} ${String(issue2.maximum)}`;
				expected = `${issue2.code === "too_big" ? "≤" : "≥"} ${String(issue2.code === "too_big" ? issue2.maximum : issue2.minimum)}`;
				break;
			default:
				expected = w.other;
		}
	return `${where}: ${got} — ${w.need} ${expected}`;
}

var WHOLE = { rows: 3e3, cells: 45e3 };
var MOST2 = { found: 30, runs: 3, span: 300 };
var SEPARATOR = "[\\s,.  ]?";
function idPattern(id) {
	const number4 = /^(\d+)(?:\.(\d+))?$/.exec(gameKey(id));
	if (!number4) return null;
	const grouped = (number4[1] ?? "").replace(/\B(?=(\d{3})+$)/g, SEPARATOR);
	const fraction = number4[2] ? `[.,]${number4[2]}0*` : "(?:[.,]0*)?";
	return `^${SPACE}*'?\\+?0*${grouped}${fraction}${SPACE}*$`;
}
function readHeader(sheet) {
	const header = sheet.getRange("1:1").getValues()[0] ?? [];
	const head = headerColumns(header);
	if (head === null || head instanceof TableError || head.columns.game < 0) return null;
	return { header, head };
}
function readRuns(sheet, header, last, runs) {
	const values2 = new Array(last).fill([]);
	values2[0] = header;
	for (const { start, count } of runs) {
		const read = sheet.getRange(start, 1, count, header.length).getValues();
		values2.splice(start - 1, count, ...read);
	}
	return values2;
}
function valuesAroundGame(sheet, game, up) {
	const last = sheet.getLastRow();
	if (last <= WHOLE.rows && last * sheet.getLastColumn() <= WHOLE.cells) return null;
	const [first = 0, end = 0] = game.rows ?? [];
	if (first < 2 || end - first !== TABLE_SIZE - 1 || end > last)
		return searched(sheet, game, up, last);
	const read = readHeader(sheet);
	if (read === null) return null;
	const values2 = readRuns(sheet, read.header, last, windowsAround([first, end], last, 0));
	return { values: values2, idEnd: last, at: [first, end] };
}
function searched(sheet, { id, place }, up, last) {
	const pattern = idPattern(id);
	if (pattern === null) return null;
	const maxRows = sheet.getMaxRows();
	if (last >= maxRows) return null;
	const read = readHeader(sheet);
	if (read === null) return null;
	const { header, head } = read;
	const column2 = head.columns.game + 1;
	const end = sheet.getRange(last + 1, column2).getNextDataCell(up).getRow();
	const searched2 = rowsToSearch(sheet, head.tournament + 1, place?.tournament, end);
	if (searched2 === null) return null;
	const rows = foundRows(find(sheet, searched2, column2, pattern));
	const runs = rows && windowsAround(rows, end, MOST2.span);
	if (!runs || runs.length > MOST2.runs) return null;
	if (end < last) runs.push({ start: end + 1, count: last - end });
	return { values: readRuns(sheet, header, last, runs), idEnd: end, maxRows };
}
function find(sheet, rows, column2, pattern) {
	if (rows.count < 1) return [];
	const finder = sheet.getRange(rows.start, column2, rows.count, 1).createTextFinder(pattern);
	return finder.useRegularExpression(true).findAll();
}
function ends(found) {
	const [first, last] = [found[0], found[found.length - 1]];
	return first && last ? [first.getRow(), last.getRow()] : [];
}
function tournamentPattern(name) {
	return keyPattern(playerKey(name));
}
function rowsToSearch(sheet, column2, tournament = "", end) {
	const all = { start: 2, count: end - 1 };
	const pattern = column2 < 1 ? null : tournamentPattern(tournament);
	if (pattern === null) return all;
	const found = find(sheet, all, column2, pattern);
	const [first = 2, last = 1] = ends(found);
	return found.length === last - first + 1 ? { start: first, count: found.length } : null;
}
function foundRows(found) {
	const rows = ends(found);
	if (rows.length === 0 || rows[1] - rows[0] <= MOST2.span) return rows;
	if (found.length > MOST2.found) return null;
	return found.map((cell) => cell.getRow());
}
function windowsAround(rows, end, gap) {
	const windows = [];
	for (const row3 of [...rows].sort((a, b) => a - b)) {
		const start = Math.max(2, row3 - (TABLE_SIZE - 1));
		const stop = Math.min(end, row3 + (TABLE_SIZE - 1));
		const previous = windows[windows.length - 1];
		if (previous && start <= previous.start + previous.count + gap)
			previous.count = Math.max(previous.count, stop + 1 - previous.start);
		else windows.push({ start, count: stop - start + 1 });
	}
	return windows;
}

function context(services) {
	const ss = services.spreadsheetApp.getActive();
	let zone;
	const timeZone = () => zone ?? (zone = ss.getSpreadsheetTimeZone());
	return { services, ss, lang: langOfLocale(ss.getSpreadsheetLocale()), timeZone };
}
function gamesSheet(ctx, registry) {
	const sheet = findOwnSheet(ctx.ss, "games", ctx.lang, registry);
	if (!sheet) throw new UserError(TEXTS2[ctx.lang].noGamesSheet);
	return sheet;
}
function readTable(sheet, ctx, head, rules, game) {
	const dayOfDate = dayOfDateIn(ctx.services, ctx.timeZone);
	const up = ctx.services.spreadsheetApp.Direction.UP;
	const around = game ? valuesAroundGame(sheet, game, up) : null;
	const read = readGamesTable(around?.values ?? readGamesValues(sheet), rules, "store", dayOfDate);
	if (!read.ok)
		throw new UserError(
			head,
			read.error.issues.map((issue2) => describeIssue(issue2, ctx.lang))
		);
	if (!around) return { table: read.table };
	const lastDataRow2 = Math.max(read.table.lastDataRow, around.idEnd);
	return { table: { ...read.table, lastDataRow: lastDataRow2 }, maxRows: around.maxRows, at: around.at };
}
function planAround(read, game, plan, there) {
	const first = read(game);
	const planned = plan(first.table);
	const [row3] = first.at ?? [];
	if (row3 === void 0 || planned.ok && there(planned.plan, row3))
		return { plan: planned, maxRows: first.maxRows };
	const again = read(game && { id: game.id, place: game.place });
	return { plan: plan(again.table), maxRows: again.maxRows };
}
function planSaveOf(sheet, ctx, head, rules, payload) {
	const id = payload.game?.trim();
	const rows = payload.replace ? payload.rows : void 0;
	return planAround(
		(game) => readTable(sheet, ctx, head, rules, game),
		id ? { id, place: payload, rows } : void 0,
		(table2) => planSave(table2, payload, ctx.lang),
		(plan, first) => plan.targetRow === first && plan.deleteRuns.length === 0
	);
}
function rowsArgument(rows, lang) {
	if (rows === void 0 || rows === null) return void 0;
	const parsed = gameRowsSchema().safeParse(rows);
	if (!parsed.success) throw new UserError(TEXTS2[lang].badRows);
	return parsed.data;
}
function unwrap(planned) {
	if (!planned.ok) throw new UserError(planned.head, planned.problems, planned.advice);
	return planned.plan;
}
function gameIdOf(input) {
	const game = typeof input === "object" && input !== null ? Object.getOwnPropertyDescriptor(input, "game")?.value : void 0;
	return typeof game === "string" && game.length <= 40 ? game.trim() || void 0 : void 0;
}
function idArgument(id, lang) {
	if (typeof id === "number" && Number.isFinite(id)) return String(id);
	if (typeof id === "string" && id.trim() !== "" && id.length <= 40) return id.trim();
	throw new UserError(TEXTS2[lang].notFound(typeof id === "string" ? id.slice(0, 40) : String(id)));
}
function placeArgument(place, lang) {
	if (place === void 0 || place === null) return void 0;
	if (typeof place !== "object" || Array.isArray(place)) throw new UserError(TEXTS2[lang].badPlace);
	const part = (key, longest = 40) => {
		const value = Object.getOwnPropertyDescriptor(place, key)?.value;
		if (value === void 0 || value === null) return void 0;
		if (typeof value === "number" && Number.isFinite(value)) return String(value);
		if (typeof value === "string" && value.length <= longest) return value.trim();
		throw new UserError(TEXTS2[lang].badPlace);
	};
	const round = part("round");
	const table2 = part("table");
	const tournament = part("tournament", 100);
	return {
		...round ? { round } : {},
		...table2 ? { table: table2 } : {},
		...tournament ? { tournament } : {}
	};
}
function saveGame(services, input) {
	const ctx = context(services);
	const texts2 = TEXTS2[ctx.lang];
	const checked = checkPayload(input, ctx.lang);
	if (!checked.ok) throw new UserError(texts2.notSaved(gameIdOf(input)), checked.problems);
	return withDocumentLock(services, ctx.lang, () => {
		const registry = Registry.read(ctx.ss);
		const sheet = gamesSheet(ctx, registry);
		const rules = checked.payload.rules === void 0 ? readRules(ctx.ss, ctx.lang, registry) : rulesOfCells(checked.payload.rules);
		const head = texts2.notSaved(checked.payload.game);
		const planned = planSaveOf(sheet, ctx, head, rules, checked.payload);
		const plan = unwrap(planned.plan);
		writeGame(sheet, plan, ctx.lang, planned.maxRows ?? sheet.getMaxRows());
		noteEscaped(registry, escapedCells(plan));
		registry.save();
		return {
			game: plan.id,
			...plan.place,
			rows: [plan.rows[0], plan.rows[1]],
			points: [...plan.points]
		};
	});
}
function putValues(sheet, row3, column2, values2) {
	sheet.getRange(row3, column2, values2.length, values2[0]?.length ?? 1).setValues(values2);
}
function restoreRuns(sheet, runs, deleted) {
	for (let k = deleted - 1; k >= 0; k--) {
		const run = runs[k];
		sheet.insertRowsBefore(run.start, run.count);
		putValues(sheet, run.start, 1, run.values);
	}
}
function deleteRuns(sheet, runs, id, lang) {
	let deleted = 0;
	try {
		for (const run of runs) {
			sheet.deleteRows(run.start, run.count);
			deleted++;
		}
	} catch {
		try {
			restoreRuns(sheet, runs, deleted);
		} catch {
			throw new UserError(TEXTS2[lang].partlyDeleted(id));
		}
		throw new UserError(TEXTS2[lang].deleteUndone(id));
	}
}
function writeGame(sheet, plan, lang, max) {
	const texts2 = TEXTS2[lang];
	const height = plan.writes[0]?.values.length ?? 0;
	const grow = Math.max(0, plan.targetRow + height - 1 - max);
	if (grow > 0) sheet.insertRowsAfter(max, grow);
	const put = (row3, column2, values2) => putValues(sheet, row3, column2, values2);
	const undo = (written2, deleted2) => {
		restoreRuns(sheet, plan.deleteRuns, deleted2);
		for (let k = written2 - 1; k >= 0; k--) {
			const write = plan.writes[k];
			put(plan.targetRow, write.column, write.before);
		}
		if (grow > 0) sheet.deleteRows(max + 1, grow);
	};
	let written = 0;
	try {
		for (const write of plan.writes) {
			put(plan.targetRow, write.column, write.values);
			written++;
		}
	} catch (error) {
		try {
			undo(written, 0);
		} catch {
			throw new UserError(texts2.partlyDone(plan.id));
		}
		throw error;
	}
	let deleted = 0;
	try {
		for (const run of plan.deleteRuns) {
			sheet.deleteRows(run.start, run.count);
			deleted++;
		}
	} catch {
		try {
			undo(written, deleted);
		} catch {
			throw new UserError(texts2.partlyDone(plan.id));
		}
		throw new UserError(texts2.notChanged(plan.id));
	}
}
function refreshAfterSave(services) {
	const ctx = context(services);
	return withDocumentLock(services, ctx.lang, () => {
		const outcome = recalculate(refreshOf(services, ctx.ss, ctx.lang), false);
		const table2 = outcome.read?.table;
		const rules = outcome.read?.rules;
		return {
			updated: outcome.plan?.kind === "standings",
			message: outcome.message,
			...table2 && !table2.evaluation.system.hideFinal ? {
				next: {
					game: nextNumericId(table2.evaluation),
					players: playersByFrequency(table2.evaluation),
					rules: rules ? rulesCellsOf(rules) : null
				}
			} : {}
		};
	});
}
function deleteGame(services, id, place, rows) {
	const ctx = context(services);
	const gameId = idArgument(id, ctx.lang);
	const at = placeArgument(place, ctx.lang);
	const loadedAt = rowsArgument(rows, ctx.lang);
	return withDocumentLock(services, ctx.lang, () => {
		const sheet = gamesSheet(ctx);
		const head = TEXTS2[ctx.lang].notFound(gameId);
		const planned = planAround(
			(game) => readTable(sheet, ctx, head, void 0, game),
			{ id: gameId, place: at, rows: loadedAt },
			(table2) => planDelete(table2, gameId, ctx.lang, at),
			(plan2, first) => plan2.deletedRows === TABLE_SIZE && plan2.runs.length === 1 && plan2.runs[0]?.start === first
		);
		const plan = unwrap(planned.plan);
		const max = planned.maxRows ?? sheet.getMaxRows();
		if (max - plan.deletedRows < 2) sheet.insertRowsAfter(max, 1);
		deleteRuns(sheet, plan.runs, plan.id, ctx.lang);
		return { game: plan.id, ...plan.place, deletedRows: plan.deletedRows };
	});
}
function loadGame(services, id, place) {
	const ctx = context(services);
	const gameId = idArgument(id, ctx.lang);
	const at = placeArgument(place, ctx.lang);
	const { table: table2 } = readTable(gamesSheet(ctx), ctx, TEXTS2[ctx.lang].cannotLoad(gameId), void 0, {
		id: gameId,
		place: at
	});
	const formatDate = (date2, zone, pattern) => services.utilities.formatDate(date2, zone, pattern);
	const isoDate = (cell) => isoDateOfCell(cell, ctx.timeZone(), formatDate);
	return unwrap(payloadOf(table2, gameId, ctx.lang, isoDate, at));
}
function optionalTable(services) {
	const ctx = context(services);
	const sheet = findOwnSheet(ctx.ss, "games", ctx.lang);
	const read = sheet ? readGamesTable(readGamesValues(sheet)) : void 0;
	return read?.ok ? read.table : void 0;
}
function listPlayers(services) {
	const table2 = optionalTable(services);
	return table2 ? playersByFrequency(table2.evaluation) : [];
}
function nextGameId(services) {
	const table2 = optionalTable(services);
	return table2 ? nextNumericId(table2.evaluation) : "1";
}
function rulesCells(services) {
	const ctx = context(services);
	const sheet = findOwnSheet(ctx.ss, "rules", ctx.lang);
	return sheet ? rulesCellsOf(readRulesValues(sheet)) : null;
}

function isAuthModeNone(event) {
	return event?.authMode != null && String(event.authMode) === "NONE";
}
function menuLang(services, event) {
	if (!isAuthModeNone(event)) {
		try {
			return langOfLocale(services.spreadsheetApp.getActive().getSpreadsheetLocale());
		} catch {
		}
	}
	try {
		return langOfLocale(services.session.getActiveUserLocale());
	} catch {
		return "en";
	}
}
function buildMenu(ui, lang) {
	const t = TEXTS2[lang].menu;
	ui.createAddonMenu().addItem(t.enterGame, "showGameForm").addSeparator().addItem(t.setup, "setupTournament").addItem(t.recalc, "recalculateStandings").addItem(t.check, "checkProtocol").addSeparator().addItem(t.seating, "showSeatingDialog").addItem(t.finalSeating, "showFinalSeatingDialog").addItem(t.judgeSheets, "writeJudgeSheets").addItem(t.playerCard, "showPlayerCard").addSeparator().addItem(t.help, "showHelp").addItem(t.diagnostics, "runDiagnostics").addToUi();
}
function onOpen(services, event) {
	buildMenu(services.spreadsheetApp.getUi(), menuLang(services, event));
}

function kindOf(value) {
	if (value === void 0) return "undefined";
	if (value === null) return "null";
	if (value === "") return "blank";
	if (Object.prototype.toString.call(value) === "[object Date]")
		return `date:${value.toISOString()}`;
	if (Array.isArray(value)) return "array";
	if (typeof value === "number" || typeof value === "string" || typeof value === "boolean")
		return `${typeof value}:${String(value)}`;
	return `${typeof value}:${JSON.stringify(value) ?? ""}`;
}
function argumentOf(value) {
	if (!Array.isArray(value)) return kindOf(value);
	const cells = [];
	const rest = [];
	value.forEach((row3, r) => {
		for (const cell of Array.isArray(row3) ? row3 : [row3]) {
			const kind2 = kindOf(cell);
			if (r < 10) cells.push(kind2);
			else if (!rest.includes(kind2)) rest.push(kind2);
		}
	});
	const first = value[0];
	const columns = Array.isArray(first) ? first.length : 0;
	return { rows: value.length, columns, cells, rest };
}
function probeReport(first, second) {
	return JSON.stringify({ args: [argumentOf(first), argumentOf(second)] });
}

function clearLeftovers(sheet) {
	const whole = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns());
	whole.breakApart();
	whole.clearDataValidations();
	sheet.clearNotes();
	sheet.clearConditionalFormatRules();
}
function blankSheet(sheet) {
	sheet.clear();
	clearLeftovers(sheet);
}

function single(point, run) {
	return { points: [point], run: (scratch) => ({ [point]: run(scratch) }) };
}
function observation(agrees, observed) {
	return { agrees, observed: typeof observed === "string" ? observed : JSON.stringify(observed) };
}
function withScratch(ss, services, name, work) {
	const active = ss.getActiveSheet();
	const selection = ss.getActiveRange();
	const made = [];
	const keep = (make) => {
		const sheet = make();
		made.push(sheet);
		return sheet;
	};
	const remove = (sheet) => {
		ss.deleteSheet(sheet);
		made.splice(made.indexOf(sheet), 1);
	};
	const notRemoved = [];
	try {
		const sheet = keep(() => ss.insertSheet(name));
		const value = work({ ss, services, sheet, name, keep, remove, timings: new Map() });
		return { value, notRemoved };
	} finally {
		for (const sheet of [...made].reverse()) {
			try {
				remove(sheet);
			} catch {
				notRemoved.push(sheet.getName());
			}
		}
		ss.setActiveSheet(active);
		if (selection) ss.setActiveRange(selection);
	}
}

var METADATA_KEY = "mafia-standings.diagnostics";
var STYLE = "#fff2cc";
function newSheetSize({ sheet }) {
	const size = `${sheet.getMaxRows()} × ${sheet.getMaxColumns()}`;
	return observation(size === "1000 × 26", size);
}
function outsideGrid({ sheet }) {
	let range;
	try {
		range = sheet.getRange(sheet.getMaxRows() + 1, 1);
	} catch (error) {
		return observation(true, `throws: ${String(error)}`);
	}
	try {
		range.getValue();
	} catch (error) {
		return observation(false, `other: getRange allowed it, reading it threw: ${String(error)}`);
	}
	return observation(false, "other: a range below the sheet was read");
}
function mergeHiddenCell({ sheet }) {
	const merged = sheet.getRange("K1:L1").merge();
	merged.setValues([["a", "b"]]);
	const read = sheet.getRange("L1").getValue();
	merged.breakApart();
	if (read === "") return observation(true, "lost");
	return observation(
		read === "b",
		`${read === "b" ? "kept (the fake is stricter)" : "other"}: ${String(read)}`
	);
}
function partialBreak({ sheet }) {
	sheet.getRange("K3:L4").merge();
	try {
		sheet.getRange("K3:K4").breakApart();
	} catch (error) {
		sheet.getRange("K3:L4").breakApart();
		return observation(true, `refused: ${String(error)}`);
	}
	const left = sheet.getRange("K3:L4").isPartOfMerge();
	sheet.getRange("K3:L4").breakApart();
	return observation(true, `allowed (the fake is stricter): merged after ${String(left)}`);
}
function apostrophePlainText({ sheet }) {
	const cell = sheet.getRange("A1").setNumberFormat("@");
	cell.setValues([["'3 7"]]);
	const read = cell.getValue();
	const kind2 = read === "3 7" ? "stripped" : read === "'3 7" ? "kept" : "other";
	return observation(kind2 !== "other", `${kind2}: ${String(read)}`);
}
function apostropheAutomatic({ sheet }) {
	const cell = sheet.getRange("A2");
	cell.setValues([["'=1+1"]]);
	const read = cell.getValue();
	const formula = cell.getFormula();
	return observation(read === "=1+1" && formula === "", { read, formula });
}
function typedDate({ sheet, ss, services }) {
	const cell = sheet.getRange("A3");
	cell.setValues([["2026-11-29"]]);
	const read = cell.getValue();
	const day = isDate(read) ? services.utilities.formatDate(read, ss.getSpreadsheetTimeZone(), "yyyy-MM-dd") : String(read);
	return observation(day === "2026-11-29", day);
}
function checkbox({ sheet }) {
	const cell = sheet.getRange("A4").insertCheckboxes();
	const before = cell.getValue();
	cell.setValue(true);
	const after = cell.getValue();
	return observation(before === false && after === true, { before, after });
}
function percent2({ sheet }) {
	const cell = sheet.getRange("A5");
	cell.setValues([["50%"]]);
	const read = cell.getValue();
	return observation(read === 0.5, read);
}
function insertedRowFormat({ sheet }) {
	sheet.getRange("B10").setNumberFormat("@");
	sheet.insertRowsAfter(10, 1);
	const format = sheet.getRange("B11").getNumberFormat();
	return observation(true, `${format === "@" ? "inherit" : "none"}: ${format}`);
}
function insertActive(scratch) {
	const { ss, name } = scratch;
	const before = ss.getActiveSheet().getSheetId();
	const made = scratch.keep(() => ss.insertSheet(`${name} (new)`));
	const active = ss.getActiveSheet().getSheetId();
	const agrees = active === made.getSheetId() && active !== before;
	scratch.remove(made);
	return observation(agrees, { before, active });
}
function copiedMetadata(scratch) {
	const { sheet, ss } = scratch;
	sheet.addDeveloperMetadata(METADATA_KEY, "1");
	const copy = scratch.keep(() => sheet.copyTo(ss));
	const kept = copy.getDeveloperMetadata().some((m) => m.getKey() === METADATA_KEY);
	scratch.remove(copy);
	return observation(true, kept ? "copied" : "dropped");
}
function lookupCase({ ss, name }) {
	const found = ss.getSheetByName(name.toUpperCase());
	return observation(true, found ? "insensitive" : "sensitive");
}
function insertCase(scratch) {
	const { ss, name } = scratch;
	let made;
	try {
		made = scratch.keep(() => ss.insertSheet(name.toUpperCase()));
	} catch (error) {
		return observation(true, `ignoring case: refused (${String(error)})`);
	}
	scratch.remove(made);
	return observation(true, "exactly: made");
}
function noSeparators({ sheet }) {
	const cell = sheet.getRange("C1");
	cell.setFormula('=ROWS(A1:A3)&"/"&SUMPRODUCT(ROW(A1:A3)*(A1:A3=1))');
	const read = cell.getValue();
	return observation(read === "3/0", read);
}
function quotedSections({ sheet }) {
	const cell = sheet.getRange("C2");
	cell.setValue(1);
	cell.setNumberFormat('"up";"down";"zero"');
	const shown = cell.getDisplayValue();
	return observation(shown === "up", shown);
}
function clearLeftovers2({ sheet, services }) {
	const app = services.spreadsheetApp;
	sheet.getRange("H1:I2").merge();
	sheet.getRange("H5").setNote("note");
	const rule = app.newDataValidation().requireValueInList(["a"]).build();
	sheet.getRange("H6").setDataValidation(rule);
	const format = app.newConditionalFormatRule().setRanges([sheet.getRange("H1:H6")]).whenCellNotEmpty().setBackground("#ffff00").build();
	sheet.setConditionalFormatRules([format]);
	sheet.clear();
	const left = {
		merges: sheet.getRange("H1:I2").isPartOfMerge(),
		notes: sheet.getRange("H5").getNote() !== "",
		validation: sheet.getRange("H6").getDataValidation() !== null,
		"conditional formats": sheet.getConditionalFormatRules().length > 0
	};
	const kept = Object.entries(left).filter(([, stays]) => stays);
	const names2 = kept.map(([what]) => what).join(", ");
	if (kept.length === 4) return observation(true, `content and formats: ${names2} stay`);
	if (kept.length === 0) return observation(true, "everything: nothing stays");
	return observation(false, `other: ${names2} stay`);
}
function chartId({ sheet, timings }) {
	sheet.getRange("A1:B3").setValues([
		["a", 1],
		["b", 2],
		["c", 3]
	]);
	const chart = sheet.newChart().asBarChart().addRange(sheet.getRange("A1:B3")).setOption("backgroundColor", STYLE).setPosition(1, 4, 0, 0).build();
	const unplaced = chart.getChartId();
	sheet.insertChart(chart);
	const placed = sheet.getCharts()[0];
	const inserted = placed?.getChartId() ?? null;
	const start = Date.now();
	if (placed) sheet.updateChart(placed.modify().setOption("title", "diagnostics").build());
	timings.set("time.chartUpdate", Date.now() - start);
	const updated = sheet.getCharts()[0]?.getChartId() ?? null;
	const agrees = unplaced === null && typeof inserted === "number" && updated === inserted;
	return observation(agrees, { unplaced, inserted, updated });
}
function chartStyle({ sheet }) {
	const kept = sheet.getCharts()[0]?.getOptions().get("backgroundColor");
	const kind2 = kept === STYLE ? "kept" : kept == null ? "dropped" : "other";
	return observation(kind2 !== "other", `${kind2}: ${String(kept)}`);
}
function hiddenRowSearch({ sheet }) {
	sheet.getRange("M1:M3").setValues([["12"], ["12"], ["12"]]);
	sheet.hideRows(2);
	const found = sheet.getRange("M1:M3").createTextFinder("12").matchEntireCell(true).findAll();
	sheet.showRows(2);
	const kind2 = found.length === 3 ? "searched" : found.length === 2 ? "skipped" : "other";
	return observation(kind2 !== "other", `${kind2}: ${found.length} of 3`);
}
function tournamentSearch({ sheet }) {
	const name = "Лёгкий кубок 2026";
	const typed = [
		name,
		"легкий КУБОК 2026",
		"Лёгкий кубок 2026",
		"Лёгкий кубок 2026",
		"Лёгкий  кубок 2026",
		"Лёгкий кубок 2025"
	];
	sheet.getRange(1, 14, typed.length, 1).setValues(typed.map((text) => [text]));
	const finder = sheet.getRange(1, 14, typed.length, 1).createTextFinder(tournamentPattern(name) ?? "").useRegularExpression(true);
	const rows = finder.findAll().map((cell) => cell.getRow());
	const other = rows.includes(typed.length);
	const found = rows.length - (other ? 1 : 0);
	return observation(found === 5 && !other, `${found} of 5${other ? ", and «…2025»" : ""}`);
}
var CELL_STEPS = [
	single("sheet.newSize", newSheetSize),
	single("range.outsideGrid", outsideGrid),
	single("text.apostrophePlainText", apostrophePlainText),
	single("text.apostropheAutomatic", apostropheAutomatic),
	single("date.typed", typedDate),
	single("checkbox.values", checkbox),
	single("number.percent", percent2),
	single("rows.insertedFormat", insertedRowFormat),
	single("sheet.insertActive", insertActive),
	single("metadata.copiedSheet", copiedMetadata),
	single("names.lookupCase", lookupCase),
	single("names.insertCase", insertCase),
	single("formula.noSeparators", noSeparators),
	single("format.quotedSections", quotedSections),
	single("find.hiddenRow", hiddenRowSearch),
	single("find.tournament", tournamentSearch),
	single("clear.leftovers", clearLeftovers2),
	single("merge.hiddenCell", mergeHiddenCell),
	single("merge.partialBreak", partialBreak),
	{
		points: ["chart.id", "chart.modifyOptions"],
		timings: ["time.chartUpdate"],
		run: (s) => ({ "chart.id": chartId(s), "chart.modifyOptions": chartStyle(s) })
	}
];

var DIAGNOSTICS_TEXTS = {
	ru: {
		title: "Диагностика таблицы — Mafia Standings",
		version: "Версия надстройки",
		locale: "Региональные настройки таблицы",
		timeZone: "Часовой пояс таблицы",
		ranAt: "Проверено",
		howToSend: "Как отправить: откройте этот лист и выберите «Файл → Скачать → CSV», или скопируйте лист в новую таблицу («Копировать в…»), и пришлите файл или ссылку разработчикам надстройки.",
		pointsHeader: [
			"Пункт",
			"Что проверено",
			"Ожидает надстройка",
			"Что сделала таблица",
			"Совпадает"
		],
		timingsHeader: ["Замер", "Что замерено", "Модель, мс", "Эта таблица, мс"],
		agrees: "да",
		disagrees: "НЕТ",
		notTried: "не проверено",
		failed: (message) => `ошибка: ${message}`,
		notTriedLine: (ids) => `Не проверено (не хватило шести минут команды меню): ${ids}. Запустите диагностику ещё раз.`,
		allTried: "Проверены все пункты.",
		notRemoved: (names2) => `Не удалось удалить черновые листы: ${names2}. Удалите их вручную.`,
		foreign: (name) => `Лист «${name}» создан не надстройкой и не тронут. Переименуйте его и запустите «Диагностика таблицы» ещё раз.`,
		written: (name, agreeing, points) => `Диагностика записана на лист «${name}»: совпадает ${agreeing} из ${points}.`
	},
	en: {
		title: "Spreadsheet check — Mafia Standings",
		version: "Add-on version",
		locale: "Spreadsheet locale",
		timeZone: "Spreadsheet time zone",
		ranAt: "Checked at",
		howToSend: "How to send it: open this sheet and choose File → Download → CSV, or copy the sheet to a new spreadsheet (Copy to…), and send the file or its link to the add-on's developers.",
		pointsHeader: ["Point", "What was tried", "The add-on expects", "What Sheets did", "Agrees"],
		timingsHeader: ["Timing", "What was timed", "Model, ms", "This spreadsheet, ms"],
		agrees: "yes",
		disagrees: "NO",
		notTried: "not tried",
		failed: (message) => `error: ${message}`,
		notTriedLine: (ids) => `Not tried (the menu command's six minutes ran out): ${ids}. Run the check again.`,
		allTried: "Every point was tried.",
		notRemoved: (names2) => `Scratch sheets that could not be removed: ${names2}. Remove them by hand.`,
		foreign: (name) => `The sheet “${name}” was not created by the add-on and was left untouched. Rename it and run “Check this spreadsheet” again.`,
		written: (name, agreeing, points) => `The check is on the sheet “${name}”: ${agreeing} of ${points} agree.`
	}
};

var PROBE = "MAFIA_DIAGNOSTICS_PROBE";
var PROBE_POLLS = 40;
var PROBE_PAUSE_MS = 500;
var PENDING = new Set(["Loading...", "#N/A"]);
function probeReportSchema() {
	const range = object({
		rows: number3(),
		columns: number3(),
		cells: array(string2()),
		rest: array(string2())
	});
	const arg = custom(
		(value) => typeof value === "string" || range.safeParse(value).success
	);
	return object({ args: array(arg) });
}
var PROBES = {
	errors: `=${PROBE}(D1:D2)`,
	values: `=${PROBE}(E1:E6)`,
	blank: `=${PROBE}(E2)`,
	omitted: `=${PROBE}(E1)`,
	emptyComma: `=${PROBE}(E1,)`,
	emptySemicolon: `=${PROBE}(E1;)`,
	wholeColumn: `=${PROBE}(E:E)`
};
var PROBE_COLUMN = 7;
var BLANK_KINDS = { blank: "empty string", null: "null" };
var EMPTY_KINDS = { ...BLANK_KINDS, undefined: "undefined" };
function writeProbeInputs(sheet) {
	sheet.getRange("D1").setFormula("=1/0");
	sheet.getRange("D2").setFormula("=NA()");
	sheet.getRange("E1").setValue(7);
	sheet.getRange("E3").insertCheckboxes().setValue(true);
	sheet.getRange("E4:E6").setValues([["2026-11-29"], ["50%"], ["Алёна"]]);
}
function writeProbes(sheet) {
	Object.values(PROBES).forEach((formula, i) => {
		const cell = sheet.getRange(i + 1, PROBE_COLUMN);
		try {
			cell.setFormula(formula);
		} catch (error) {
			cell.setValue(`'refused: ${String(error)}`);
		}
	});
}
function awaitCells(cells, services) {
	let values2 = [];
	for (let poll = 0; poll < PROBE_POLLS; poll++) {
		services.spreadsheetApp.flush();
		values2 = cells.getValues().map((row3) => row3[0]);
		if (!values2.some((value) => PENDING.has(value))) break;
		services.utilities.sleep(PROBE_PAUSE_MS);
	}
	return values2;
}
function awaitProbes(cells, services) {
	const values2 = awaitCells(cells, services);
	const names2 = Object.keys(PROBES);
	return Object.fromEntries(names2.map((name, i) => [name, probeRead(values2[i])]));
}
function probeRead(shown) {
	if (typeof shown !== "string" || !shown.startsWith("{")) return { shown };
	try {
		const parsed = probeReportSchema().safeParse(JSON.parse(shown));
		return parsed.success ? { report: parsed.data } : { shown };
	} catch {
		return { shown };
	}
}
function unprobed(read) {
	if ("report" in read) return `unexpected report: ${JSON.stringify(read.report)}`;
	if (PENDING.has(read.shown)) return `still computing after ${PROBE_POLLS} polls`;
	return `the probe did not run (${String(read.shown)})`;
}
function rangeArgument(read) {
	const only = "report" in read ? read.report.args[0] : void 0;
	return typeof only === "object" ? only : null;
}
function scalarArgument(read, index) {
	const argument = "report" in read ? read.report.args[index] : void 0;
	return typeof argument === "string" ? argument : null;
}
function errorCells(read) {
	const cells = rangeArgument(read)?.cells;
	if (cells?.join() === "string:#DIV/0!,string:#N/A")
		return observation(true, "text: each as its text");
	if ("shown" in read && read.shown === "#DIV/0!")
		return observation(true, "not called: the cell shows #DIV/0!");
	return observation(false, cells ? `other: ${cells.join(", ")}` : unprobed(read));
}
function values(read, date2) {
	const range = rangeArgument(read);
	if (!range) return observation(false, unprobed(read));
	const blank2 = range.cells[1] ?? "";
	const iso = isDate(date2) ? date2.toISOString() : String(date2);
	const expected = ["number:7", blank2, "boolean:true", `date:${iso}`, "number:0.5", "string:Алёна"];
	const agrees = range.rows === 6 && range.columns === 1 && blank2 in BLANK_KINDS && range.cells.join("|") === expected.join("|");
	const seen = range.cells.join(", ");
	return observation(
		agrees,
		agrees ? `${BLANK_KINDS[blank2]}: ${seen}` : `other: ${seen} (getValue read the date as ${iso})`
	);
}
function kind(read, index, kinds) {
	const seen = scalarArgument(read, index);
	if (seen === null) return observation(false, unprobed(read));
	const modelled = kinds[seen];
	return observation(modelled !== void 0, `${modelled ?? "other"}: ${seen}`);
}
function separator(reads, locale) {
	const comma = "report" in reads.emptyComma;
	const semicolon = "report" in reads.emptySemicolon;
	if (comma !== semicolon)
		return observation(
			true,
			`${comma ? "english" : "spreadsheet"}: ${comma ? "," : ";"} in ${locale}`
		);
	return observation(
		false,
		`other: ${unprobed(reads.emptyComma)}; ${unprobed(reads.emptySemicolon)}`
	);
}
function wholeColumn(read, sheet) {
	const range = rangeArgument(read);
	if (!range) return observation(false, unprobed(read));
	const [maxRows, lastRow] = [sheet.getMaxRows(), sheet.getLastRow()];
	const seen = range.rows === maxRows ? "max rows" : range.rows === lastRow ? "last row" : "other";
	const blanks = range.rest.every((cell) => cell in BLANK_KINDS);
	return observation(
		seen !== "other" && blanks,
		`${seen}: ${range.rows} rows (${maxRows} in the sheet, the last with data ${lastRow}), below row 10: ${range.rest.join(", ") || "nothing"}`
	);
}
function probe({ sheet, ss, services }) {
	writeProbeInputs(sheet);
	writeProbes(sheet);
	const cells = sheet.getRange(1, PROBE_COLUMN, Object.keys(PROBES).length, 1);
	const reads = awaitProbes(cells, services);
	return {
		"custom.errorCells": errorCells(reads.errors),
		"custom.values": values(reads.values, sheet.getRange("E4").getValue()),
		"custom.blankCell": kind(reads.blank, 0, BLANK_KINDS),
		"custom.omitted": kind(reads.omitted, 1, { undefined: "undefined" }),
		"custom.emptyArgument": kind(
			"report" in reads.emptyComma ? reads.emptyComma : reads.emptySemicolon,
			1,
			EMPTY_KINDS
		),
		"formula.separator": separator(reads, ss.getSpreadsheetLocale()),
		"custom.wholeColumn": wholeColumn(reads.wholeColumn, sheet)
	};
}
var PROBE_STEP = {
	points: [
		"custom.errorCells",
		"custom.values",
		"custom.blankCell",
		"custom.omitted",
		"custom.emptyArgument",
		"formula.separator",
		"custom.wholeColumn"
	],
	run: probe
};

function reading(read, agrees) {
	const kind2 = read === 0 ? "up to date" : read === 1 ? "not updated" : "other";
	return observation(agrees, `${kind2}: ${String(read)}`);
}
function marker({ sheet, services, name }) {
	const source = markerSource(name, sheet.getDataRange().getValues(), 2);
	const cells = sheet.getRange("N1:N4");
	cells.setValues([
		[markerFormula([source])],
		["=IFERROR(1/0)"],
		[markerFormula([{ ...source, sheet: `${name} (gone)` }])],
		[`=MAFIA_FINGERPRINT('${name}'!A:B)`]
	]);
	const loading = sheet.getRange("N1").getValue();
	const [current2, blank2, gone] = awaitCells(cells, services);
	sheet.getRange("B2").setValue("changed");
	const [after] = awaitCells(cells, services);
	return {
		"marker.computed": reading(current2, current2 === 0),
		"marker.recalculated": reading(after, after === 1),
		"marker.loading": reading(loading, loading === 0 || loading === 1),
		"marker.rangeGone": reading(gone, gone === 1),
		"formula.iferrorBlank": observation(blank2 === "", blank2 === "" ? "blank" : String(blank2))
	};
}
var MARKER_STEP = {
	points: [
		"marker.computed",
		"marker.recalculated",
		"marker.loading",
		"marker.rangeGone",
		"formula.iferrorBlank"
	],
	run: marker
};

var POINTS = {
	"sheet.newSize": {
		title: { ru: "Размер нового листа", en: "The size of a new sheet" },
		expected: "1000 × 26"
	},
	"range.outsideGrid": {
		title: {
			ru: "Диапазон за краем листа вызывает ошибку уже в getRange",
			en: "A range outside the sheet throws, at getRange already"
		},
		expected: "throws"
	},
	"text.apostrophePlainText": {
		title: {
			ru: "Апостроф в начале текста, записанного в ячейку формата «Обычный текст» (@)",
			en: "A leading apostrophe written into a plain-text (@) cell"
		},
		expected: "stripped | kept (plainTextApostrophe)"
	},
	"text.apostropheAutomatic": {
		title: {
			ru: "«'=1+1» в обычной ячейке: текст «=1+1», не формула",
			en: "'=1+1 in an automatic cell: the text =1+1, not a formula"
		},
		expected: "=1+1 as text, no formula"
	},
	"date.typed": {
		title: {
			ru: "Дата, записанная как 2026-11-29, — тот же день в часовом поясе таблицы",
			en: "A date written as 2026-11-29 is that day in the spreadsheet's time zone"
		},
		expected: "2026-11-29"
	},
	"checkbox.values": {
		title: { ru: "Флажок читается как false, затем true", en: "A checkbox reads false, then true" },
		expected: "false, then true"
	},
	"number.percent": {
		title: { ru: "«50%» читается как 0,5", en: "50% reads as 0.5" },
		expected: "0.5"
	},
	"rows.insertedFormat": {
		title: {
			ru: "Формат строк, вставленных insertRowsAfter",
			en: "The format of rows made by insertRowsAfter"
		},
		expected: "inherit | none (insertedRowFormat)"
	},
	"sheet.insertActive": {
		title: {
			ru: "Лист, вставленный insertSheet, становится активным",
			en: "A sheet made by insertSheet becomes the active one"
		},
		expected: "the new sheet active (documented)"
	},
	"metadata.copiedSheet": {
		title: {
			ru: "Метаданные разработчика на копии листа (Sheet.copyTo)",
			en: "Developer metadata on a copied sheet (Sheet.copyTo)"
		},
		expected: "copied | dropped (duplicateMetadata)"
	},
	"names.lookupCase": {
		title: {
			ru: "getSheetByName находит лист, имя которого написано в другом регистре",
			en: "getSheetByName finds a sheet whose name differs in case"
		},
		expected: "insensitive | sensitive (sheetNameCase)"
	},
	"names.insertCase": {
		title: {
			ru: "insertSheet с именем листа, который уже есть в другом регистре",
			en: "insertSheet with the name of a sheet that exists in another case"
		},
		expected: "ignoring case | exactly (sheetNameUnique)"
	},
	"formula.noSeparators": {
		title: {
			ru: "Формула без разделителей аргументов считается",
			en: "A formula without argument separators computes"
		},
		expected: "3/0"
	},
	"format.quotedSections": {
		title: {
			ru: "Разделы числового формата с текстом в кавычках",
			en: "A number format's sections with quoted text"
		},
		expected: "up"
	},
	"clear.leftovers": {
		title: {
			ru: "Что Sheet.clear() оставляет: объединения, примечания, проверку данных, условное форматирование",
			en: "What Sheet.clear() leaves: merges, notes, data validation, conditional formats"
		},
		expected: "content and formats | everything (clearScope)"
	},
	"merge.hiddenCell": {
		title: {
			ru: "Значение, записанное во вторую ячейку объединения",
			en: "A value written into a merge's second cell"
		},
		expected: "lost (kept: the fake is stricter)"
	},
	"merge.partialBreak": {
		title: {
			ru: "breakApart над частью объединённых ячеек",
			en: "breakApart over part of a merged area"
		},
		expected: "refused (allowed: the fake is stricter)"
	},
	"chart.id": {
		title: {
			ru: "Идентификатор диаграммы: пуст до вставки, затем постоянен",
			en: "A chart's id: null until inserted, then stable"
		},
		expected: "null, then one number before and after updateChart"
	},
	"custom.errorCells": {
		title: {
			ru: "Пользовательской функции передан диапазон с #DIV/0! и #N/A",
			en: "A custom function's range holding #DIV/0! and #N/A"
		},
		expected: "text | not called (customFunctionError)"
	},
	"custom.values": {
		title: {
			ru: "Пользовательской функции передан диапазон: число, пусто, флажок, дата, 50%, текст",
			en: "A custom function's range of a number, a blank, a checkbox, a date, 50% and text"
		},
		expected: "empty string | null for the blank (customFunctionBlank); the rest as documented"
	},
	"custom.blankCell": {
		title: {
			ru: "Пустая ячейка как аргумент пользовательской функции",
			en: "A single empty cell as a custom function's argument"
		},
		expected: "empty string | null (customFunctionBlank)"
	},
	"custom.omitted": {
		title: {
			ru: "Пропущенный аргумент пользовательской функции (=F(E1))",
			en: "A custom function's argument left out (=F(E1))"
		},
		expected: "undefined"
	},
	"custom.emptyArgument": {
		title: {
			ru: "Пустой аргумент пользовательской функции (=F(E1;))",
			en: "A custom function's argument left empty (=F(E1;))"
		},
		expected: "undefined | empty string | null (customFunctionEmptyArgument)"
	},
	"formula.separator": {
		title: {
			ru: "Разделитель аргументов в setFormula",
			en: "setFormula's argument separator"
		},
		expected: "english | spreadsheet (formulaLocale)"
	},
	"custom.wholeColumn": {
		title: {
			ru: "Пользовательской функции передан целый столбец (E:E)",
			en: "A custom function's whole-column range (E:E)"
		},
		expected: "max rows | last row (customFunctionWholeColumn)"
	},
	"chart.modifyOptions": {
		title: {
			ru: "Стиль диаграммы после modify()",
			en: "A chart's style after modify()"
		},
		expected: "kept | dropped (chartModifyOptions)"
	},
	"formula.iferrorBlank": {
		title: { ru: "=IFERROR(1/0)", en: "=IFERROR(1/0)" },
		expected: "blank"
	},
	"marker.computed": {
		title: { ru: "Отметка «не обновлена»", en: "The stale marker" },
		expected: "up to date: 0"
	},
	"marker.recalculated": {
		title: { ru: "Отметка после записи скриптом", en: "The marker after a script's write" },
		expected: "not updated: 1"
	},
	"marker.loading": {
		title: { ru: "Отметка до пересчёта", en: "The marker before it computes" },
		expected: "not updated: 1 | up to date: 0"
	},
	"marker.rangeGone": {
		title: { ru: "Отметка без листа", en: "The marker with its sheet gone" },
		expected: "not updated: 1"
	},
	"find.hiddenRow": {
		title: {
			ru: "Поиск в скрытой строке",
			en: "A search over a hidden row"
		},
		expected: "searched | skipped (textFinderHidden)"
	},
	"find.tournament": {
		title: {
			ru: "Поиск турнира, набранного по-разному",
			en: "A search for a tournament typed several ways"
		},
		expected: "5 of 5"
	},
	"find.idCell": {
		title: { ru: "Поиск игры 12 (12,00 и «12.0»)", en: "A search for game 12 (12.00, 12.0)" },
		expected: "2 of 2"
	}
};

var READ_MS = (cells) => 200 + 3 * cells / 1e3;
var WRITE_MS = (cells) => 150 + 10 * cells / 1e3;
var FLUSH_MS = 600;
var ROWS_MS = 300;
var OTHER_CALL_MS = 10;
var HEADER_ROWS = statisticsHeaderRows(false);
var RANGE_LIST_BANDS = HEADER_ROWS.map(
	([row3, column2, width]) => rowBandA1(row3, column2, width)
);
var RANGE_LIST_CELLS = HEADER_ROWS.reduce((sum2, [, , width]) => sum2 + width, 0);
var RANGE_LIST_COLUMNS = Math.max(
	...HEADER_ROWS.map(([, column2, width]) => column2 + width - 1)
);
var OTHER_CALLS = 50;
var TIMINGS = {
	"time.write1k": {
		title: {
			ru: "Запись 1 000 ячеек (setValues) и flush",
			en: "A write of 1,000 cells (setValues), then flush"
		},
		modelMs: WRITE_MS(1e3) + FLUSH_MS
	},
	"time.read1k": {
		title: { ru: "Чтение 1 000 ячеек (getValues)", en: "A read of 1,000 cells (getValues)" },
		modelMs: READ_MS(1e3)
	},
	"time.write100k": {
		title: {
			ru: "Запись 100 000 ячеек (setValues) и flush",
			en: "A write of 100,000 cells (setValues), then flush"
		},
		modelMs: WRITE_MS(1e5) + FLUSH_MS
	},
	"time.read100k": {
		title: { ru: "Чтение 100 000 ячеек (getValues)", en: "A read of 100,000 cells (getValues)" },
		modelMs: READ_MS(1e5)
	},
	"time.find100k": {
		title: { ru: "TextFinder, 100 000 ячеек", en: "TextFinder, 100,000 cells" },
		modelMs: 100
	},
	"time.flush": {
		title: { ru: "flush после записи одной ячейки", en: "A flush after a one-cell write" },
		modelMs: FLUSH_MS
	},
	"time.chartUpdate": {
		title: { ru: "Обновление диаграммы (updateChart)", en: "A chart updated (updateChart)" },
		modelMs: 500
	},
	"time.insertSheet": {
		title: { ru: "Вставка листа (insertSheet)", en: "A sheet inserted (insertSheet)" },
		modelMs: 1e3
	},
	"time.insertRows": {
		title: {
			ru: "Вставка 100 строк (insertRowsAfter) и flush",
			en: "100 rows inserted (insertRowsAfter), then flush"
		},
		modelMs: ROWS_MS + FLUSH_MS
	},
	"time.deleteRows": {
		title: {
			ru: "Удаление 100 строк (deleteRows) и flush",
			en: "100 rows deleted (deleteRows), then flush"
		},
		modelMs: ROWS_MS + FLUSH_MS
	},
	"time.rangeListFormat": {
		title: {
			ru: `Заливка строк заголовков «Статистики»: ${RANGE_LIST_BANDS.length} диапазонов, ${RANGE_LIST_CELLS} ячеек (getRangeList…setBackground), и flush`,
			en: `A background on the Statistics header rows: ${RANGE_LIST_BANDS.length} ranges, ${RANGE_LIST_CELLS} cells (getRangeList…setBackground), then flush`
		},
		modelMs: WRITE_MS(RANGE_LIST_CELLS) + FLUSH_MS
	},
	"time.insertChart": {
		title: {
			ru: "Вставка диаграммы (insertChart) и flush",
			en: "A chart inserted (insertChart), then flush"
		},
		modelMs: 500 + FLUSH_MS
	},
	"time.getCharts": {
		title: { ru: "Список диаграмм листа (getCharts)", en: "A sheet's charts listed (getCharts)" },
		modelMs: 200
	},
	"time.otherCall": {
		title: {
			ru: `Любой другой вызов: среднее ${OTHER_CALLS} вызовов getRange, getLastRow, getMaxRows, getName, getSheetId`,
			en: `Any other call: the mean of ${OTHER_CALLS} calls of getRange, getLastRow, getMaxRows, getName, getSheetId`
		},
		modelMs: OTHER_CALL_MS
	}
};

var REPORT_WIDTH = 5;
function row(...cells) {
	const text = cells.map((cell) => typeof cell === "string" ? literalText(cell) : cell);
	return [...text, ...Array.from({ length: REPORT_WIDTH - cells.length }, () => "")];
}
function pointRow(lang, id, outcome) {
	const t = DIAGNOSTICS_TEXTS[lang];
	const { title, expected } = POINTS[id];
	if (outcome === void 0 || outcome === "not tried")
		return row(id, title[lang], expected, "", t.notTried);
	if ("error" in outcome)
		return row(id, title[lang], expected, t.failed(outcome.error), t.disagrees);
	return row(id, title[lang], expected, outcome.observed, outcome.agrees ? t.agrees : t.disagrees);
}
function timingRow(lang, id, outcome) {
	const t = DIAGNOSTICS_TEXTS[lang];
	const { title, modelMs } = TIMINGS[id];
	if (outcome === void 0 || outcome === "not tried")
		return row(id, title[lang], modelMs, t.notTried);
	if (typeof outcome === "number") return row(id, title[lang], modelMs, outcome);
	return row(id, title[lang], modelMs, t.failed(outcome.error));
}
function notTried(report) {
	const untried = (ids, outcomes) => Object.keys(ids).filter((id) => (outcomes.get(id) ?? "not tried") === "not tried");
	return [...untried(POINTS, report.points), ...untried(TIMINGS, report.timings)];
}
function reportGrid(lang, report) {
	const t = DIAGNOSTICS_TEXTS[lang];
	const missing = notTried(report);
	return [
		row(t.title),
		row(t.version, report.version),
		row(t.locale, report.locale),
		row(t.timeZone, report.timeZone),
		row(t.ranAt, report.ranAt),
		row(t.howToSend),
		row(),
		row(...t.pointsHeader),
		...Object.keys(POINTS).map((id) => pointRow(lang, id, report.points.get(id))),
		row(),
		row(...t.timingsHeader),
		...Object.keys(TIMINGS).map(
			(id) => timingRow(lang, id, report.timings.get(id))
		),
		row(),
		row(missing.length > 0 ? t.notTriedLine(missing.join(", ")) : t.allTried),
		...report.notRemoved.length > 0 ? [row(t.notRemoved(report.notRemoved.join(", ")))] : []
	];
}

var COLUMNS = 10;
var ROWS = 100;
function timed(scratch, id, run) {
	const start = Date.now();
	run();
	scratch.timings.set(id, Date.now() - start);
}
function timedChange(scratch, id, change) {
	const { spreadsheetApp } = scratch.services;
	spreadsheetApp.flush();
	timed(scratch, id, () => {
		change();
		spreadsheetApp.flush();
	});
}
function numbers(rows) {
	return Array.from(
		{ length: rows },
		(_, r) => Array.from({ length: COLUMNS }, (_2, c) => r * COLUMNS + c)
	);
}
function writeAndRead(rows, write, read) {
	return timing([write, read], (scratch) => {
		const { sheet, services } = scratch;
		const max = sheet.getMaxRows();
		if (rows > max) sheet.insertRowsAfter(max, rows - max);
		const values2 = numbers(rows);
		const range = sheet.getRange(1, 1, rows, COLUMNS);
		timed(scratch, write, () => {
			range.setValues(values2);
			services.spreadsheetApp.flush();
		});
		timed(scratch, read, () => range.getValues());
	});
}
function timing(timings, run) {
	return { points: [], timings, run: (scratch) => (run(scratch), {}) };
}
function insertAndDeleteRows(scratch) {
	const { sheet } = scratch;
	const max = sheet.getMaxRows();
	timedChange(scratch, "time.insertRows", () => sheet.insertRowsAfter(max, ROWS));
	timedChange(scratch, "time.deleteRows", () => sheet.deleteRows(max + 1, ROWS));
}
function rangeListFormat(scratch) {
	const { sheet } = scratch;
	const max = sheet.getMaxColumns();
	if (max < RANGE_LIST_COLUMNS) sheet.insertColumnsAfter(max, RANGE_LIST_COLUMNS - max);
	const list2 = sheet.getRangeList(RANGE_LIST_BANDS);
	timedChange(scratch, "time.rangeListFormat", () => list2.setBackground("#f3f3f3"));
}
function insertAndListCharts(scratch) {
	const { sheet } = scratch;
	const chart = sheet.newChart().asLineChart().addRange(sheet.getRange(1, 1, 10, 2)).setPosition(12, 4, 0, 0).build();
	timedChange(scratch, "time.insertChart", () => sheet.insertChart(chart));
	timed(scratch, "time.getCharts", () => sheet.getCharts());
}
function otherCalls(scratch) {
	const { sheet, services } = scratch;
	const calls = [
		() => sheet.getRange(1, 1),
		() => sheet.getLastRow(),
		() => sheet.getMaxRows(),
		() => sheet.getName(),
		() => sheet.getSheetId()
	];
	services.spreadsheetApp.flush();
	const start = Date.now();
	for (let i = 0; i < OTHER_CALLS; i++) calls[i % calls.length]?.();
	scratch.timings.set("time.otherCall", (Date.now() - start) / OTHER_CALLS);
}
function findIdCells(scratch) {
	const { sheet } = scratch;
	sheet.getRange(2, 3, 2, 1).setNumberFormats([["0.00"], ["@"]]).offset(1, 0, 1).setValue("12.0");
	let found = 0;
	timed(scratch, "time.find100k", () => {
		const range = sheet.getRange(1, 1, 1e4, COLUMNS);
		found = range.createTextFinder(idPattern("12") ?? "").useRegularExpression(true).findAll().length;
	});
	return observation(found === 2, `${found} of 2`);
}
var TIMING_STEPS = [
	writeAndRead(100, "time.write1k", "time.read1k"),
	timing(["time.flush"], (scratch) => {
		scratch.sheet.getRange("L1").setValue(1);
		timed(scratch, "time.flush", () => scratch.services.spreadsheetApp.flush());
	}),
	timing(["time.insertSheet"], (scratch) => {
		let made;
		timed(scratch, "time.insertSheet", () => {
			made = scratch.keep(() => scratch.ss.insertSheet(`${scratch.name} (timed)`));
		});
		if (made) scratch.remove(made);
	}),
	timing(["time.insertRows", "time.deleteRows"], insertAndDeleteRows),
	timing(["time.rangeListFormat"], rangeListFormat),
	timing(["time.insertChart", "time.getCharts"], insertAndListCharts),
	timing(["time.otherCall"], otherCalls),
	writeAndRead(1e4, "time.write100k", "time.read100k"),
	{
		points: ["find.idCell"],
		timings: ["time.find100k"],
		run: (scratch) => ({ "find.idCell": findIdCells(scratch) })
	}
];

var ADDON_VERSION = "0.1.0";

var STEPS_BUDGET_MS = 4 * 6e4;
var STEPS = [...CELL_STEPS, PROBE_STEP, MARKER_STEP, ...TIMING_STEPS];
function scratchName(start) {
	return `mafia-standings diagnostics ${start.toString(36)}`;
}
function messageOf(error) {
	if (typeof error === "object" && error !== null && "message" in error)
		return String(error.message);
	return String(error);
}
function runSteps(scratch, start) {
	const points = new Map();
	const timings = new Map();
	for (const step of STEPS) {
		if (Date.now() - start > STEPS_BUDGET_MS) continue;
		try {
			const seen = step.run(scratch);
			for (const id of step.points) points.set(id, seen[id] ?? "not tried");
		} catch (error) {
			for (const id of step.points) points.set(id, { error: messageOf(error) });
			for (const id of step.timings ?? [])
				if (!scratch.timings.has(id)) timings.set(id, { error: messageOf(error) });
		}
		for (const [id, ms] of scratch.timings) timings.set(id, ms);
	}
	return { points, timings };
}
function writeReport(sheet, grid) {
	blankSheet(sheet);
	ensureRows(sheet, grid.length);
	sheet.getRange(1, 1, grid.length, REPORT_WIDTH).setValues(grid);
	sheet.getRange(1, 1).setFontWeight("bold");
	sheet.setColumnWidth(1, 170);
	sheet.setColumnWidths(2, 2, 320);
	sheet.setColumnWidth(4, 360);
	sheet.setColumnWidth(5, 110);
}
function runDiagnostics(services) {
	return command(services, (lang, ss, locale) => {
		const start = Date.now();
		const t = DIAGNOSTICS_TEXTS[lang];
		const own3 = ensureOwnSheet(ss, "diagnostics", lang);
		if (own3.status === "foreign") {
			alert(services, lang, t.foreign(own3.name));
			return { status: "foreign", name: own3.name };
		}
		const timeZone = ss.getSpreadsheetTimeZone();
		const ranAt = services.utilities.formatDate(new Date(start), timeZone, "yyyy-MM-dd HH:mm");
		const scratch = scratchName(start);
		const run = withScratch(ss, services, scratch, (sheets) => runSteps(sheets, start));
		const report = {
			version: ADDON_VERSION,
			locale,
			timeZone,
			ranAt,
			...run.value,
			notRemoved: run.notRemoved
		};
		writeReport(own3.sheet, reportGrid(lang, report));
		own3.sheet.activate();
		const agreeing = [...run.value.points.values()].filter(
			(o) => typeof o === "object" && "agrees" in o && o.agrees
		).length;
		const points = Object.keys(POINTS).length;
		ss.toast(t.written(own3.sheet.getName(), agreeing, points), TEXTS2[lang].addon, 10);
		return { status: "written", agreeing, notTried: notTried(report) };
	});
}

var EDIT_LOCK_MS = 1e4;
function handleEdit(services, event) {
	const range = event?.range;
	if (!range) return;
	const edited = range.getSheet();
	const ss = event.source ?? services.spreadsheetApp.getActive();
	const lang = langOfLocale(ss.getSpreadsheetLocale());
	const registry = Registry.read(ss);
	const kind2 = ownKindOf(ss, edited, ["games", "rules"], lang, registry);
	if (kind2 === null) return;
	const lock = services.lockService.getDocumentLock() ?? services.lockService.getScriptLock();
	if (!lock.tryLock(EDIT_LOCK_MS)) {
		markMissedEdit(ss, lang);
		return;
	}
	try {
		const current2 = Registry.read(ss);
		const editedId = registry.sheetId(kind2);
		if (editedId !== void 0) current2.setSheetId(kind2, editedId);
		const refresh = { ...refreshOf(services, ss, lang, current2), rosterLookup: "quick" };
		if (kind2 === "games") {
			const rules = readRulesForRefresh(ss, lang, refresh.registry);
			refreshQuietly(refresh, { games: edited, values: readGamesValues(edited), rules });
		} else {
			const values2 = readRulesValues(edited);
			refreshReference(edited, values2, lang);
			const games = findOwnSheet(ss, "games", lang, refresh.registry);
			const rules = rulesReadOf(edited, values2);
			if (games) refreshQuietly(refresh, { games, values: readGamesValues(games), rules });
		}
	} finally {
		try {
			services.spreadsheetApp.flush();
		} finally {
			lock.releaseLock();
		}
	}
}

var playerCard_exports = {};
__export(playerCard_exports, {
	playerCard: () => playerCard,
	showPlayerCard: () => showPlayerCard
});

var PLAYER_CARD_FILE = "PlayerCard";
var PLAYERS_ELEMENT_ID = "mafia-standings-players";
var PLAYERS_ATTRIBUTE = "data-players";
function playersMarkup(boot) {
	return hiddenMarkup(PLAYERS_ELEMENT_ID, PLAYERS_ATTRIBUTE, JSON.stringify(boot));
}

var RUSSIAN2 = {
	title: "Карточка игрока",
	noStatistics: "Статистики нет, пока в протоколе есть ошибки:",
	seeCheck: "Исправьте их на листе игр; «Проверить протокол» в меню покажет все.",
	choose: "Выберите игрока из списка.",
	unknown: (name) => `У игрока «${name}» нет сыгранных игр в протоколе.`
};
var ENGLISH2 = {
	title: "Player card",
	noStatistics: "No statistics while the games have problems:",
	seeCheck: "Fix them on the games sheet; “Check the protocol” in the menu lists them all.",
	choose: "Choose a player from the list.",
	unknown: (name) => `“${name}” has no finished game in the games table.`
};
var PLAYER_CARD_TEXTS = {
	ru: RUSSIAN2,
	en: ENGLISH2
};

var LISTED_PROBLEMS = 10;
var NAME_SHOWN = 60;
function readCard(ss, lang) {
	const texts2 = PLAYER_CARD_TEXTS[lang];
	const sheet = findOwnSheet(ss, "games", lang);
	if (!sheet) return { table: null, refusal: new UserError(TEXTS2[lang].noGamesSheet) };
	const read = readGamesTable(readGamesValues(sheet), readRules(ss, lang), "standings");
	if (!read.ok) {
		const issues2 = [...read.rulesIssues, ...read.error.issues];
		return { table: null, refusal: problemsRefusal(issues2, issues2.length, lang) };
	}
	const { rulesIssues, evaluation } = read.table;
	const count = rulesIssues.length + evaluation.problemCount;
	if (count === 0) return { table: read.table, refusal: null };
	const issues = [...rulesIssues, ...evaluation.issues];
	return { table: read.table, refusal: problemsRefusal(issues, count, lang) };
	function problemsRefusal(issues2, total, l) {
		const lines = issues2.slice(0, LISTED_PROBLEMS).map((issue2) => describeIssue(issue2, l));
		if (total > lines.length) lines.push(moreProblems(total - lines.length, l));
		return new UserError(texts2.noStatistics, lines, texts2.seeCheck);
	}
}
function spreadsheetOf(services) {
	const ss = services.spreadsheetApp.getActive();
	return { ss, lang: langOfLocale(ss.getSpreadsheetLocale()) };
}
function bootOf(read) {
	const players = read.table?.evaluation.standings.map((standing) => standing.name) ?? [];
	return { players, problem: read.refusal?.message ?? null };
}
function showPlayerCard(services) {
	command(services, (lang, ss, locale) => {
		const boot = bootOf(readCard(ss, lang));
		const html = services.htmlService.createHtmlOutputFromFile(PLAYER_CARD_FILE).append(localeMarkup(locale)).append(playersMarkup(boot)).setTitle(PLAYER_CARD_TEXTS[lang].title);
		services.spreadsheetApp.getUi().showSidebar(html);
	});
}
function cardStats(record2) {
	const figures = {};
	for (const { key, format } of PLAYER_COLUMNS) {
		const value = record2[key];
		const text = format === "text";
		figures[key] = typeof value === (text ? "string" : "number") && (text || Number.isFinite(value)) ? value : "";
	}
	return figures;
}
function nameArgument(name, lang) {
	if (typeof name === "string" && name.trim() !== "") return name;
	if (typeof name === "number" && Number.isFinite(name)) return String(name);
	throw new UserError(PLAYER_CARD_TEXTS[lang].choose);
}
function playerCard(services, name) {
	const { ss, lang } = spreadsheetOf(services);
	const texts2 = PLAYER_CARD_TEXTS[lang];
	const wanted = nameArgument(name, lang);
	const read = readCard(ss, lang);
	if (read.refusal !== null) throw read.refusal;
	const table2 = read.table;
	const key = playerKey(wanted);
	const stats = statistics(table2.evaluation, new Set([key]));
	const player = stats.players.find((p) => p.key === key);
	if (player === void 0) {
		const shown = wanted.trim();
		throw new UserError(
			texts2.unknown(shown.length > NAME_SHOWN ? `${shown.slice(0, NAME_SHOWN)}…` : shown)
		);
	}
	const dateColumn = table2.columns.date;
	const timeZone = dateColumn >= 0 ? ss.getSpreadsheetTimeZone() : "";
	const days = new Map();
	const dateOf = (index) => {
		if (dateColumn < 0) return "";
		const cell = table2.values[index]?.[dateColumn];
		const id = isDate(cell) ? cell.getTime() : typeof cell === "string" ? cell : null;
		const known = id === null ? void 0 : days.get(id);
		if (known !== void 0) return known;
		const iso = isoDateOfCell(
			cell,
			timeZone,
			(date2, zone, pattern) => services.utilities.formatDate(date2, zone, pattern)
		) ?? "";
		if (id !== null) days.set(id, iso);
		return iso;
	};
	const games = playerGames(table2.evaluation, key).map((game) => ({
		game: game.game,
		...game.place,
		date: dateOf(game.index),
		stage: game.stage,
		seat: game.seat,
		role: game.role,
		won: game.won,
		points: rounded(game.points)
	}));
	return {
		stats: cardStats(statsRecord(player)),
		games,
		ratingHistory: player.rating.history.map(roundedRating),
		awards: awardsOf(decideAwards(table2.evaluation), key),
		ratingScale: {
			win: table2.evaluation.system.ratingKWin,
			loss: table2.evaluation.system.ratingKLoss
		},
		hasCi: hasCompensation(table2.evaluation.system),
		series: cardSeries(table2.evaluation, key)
	};
}
function cardSeries(evaluation, key) {
	if (evaluation.layout.season.tournament < 0) return null;
	const series = seriesOf(evaluation);
	const line = series.lines.find((l) => l.key === key);
	if (line === void 0) return null;
	return {
		place: line.place,
		points: rounded(line.points),
		dropped: rounded(line.dropped),
		results: series.tournaments.flatMap((t) => {
			const result = line.results.get(t.key);
			return result === void 0 ? [] : [{ tournament: t.name, place: result.place, points: rounded(result.points) }];
		})
	};
}

var NAMES = {
	spreadsheetApp: "SpreadsheetApp",
	lockService: "LockService",
	htmlService: "HtmlService",
	utilities: "Utilities",
	session: "Session"
};
function appsScriptServices() {
	const services = {};
	for (const [key, name] of Object.entries(NAMES)) {
		Object.defineProperty(services, key, {
			get() {
				const service = globalThis[name];
				if (service === void 0)
					throw new Error(`Apps Script service ${name} is not available here`);
				return service;
			}
		});
	}
	return services;
}

function storeCall(run, services = appsScriptServices()) {
	try {
		return run(services);
	} catch (error) {
		throw new Error(userMessage(error, safeLang(services)), { cause: error });
	}
}
function safeLang(services) {
	try {
		return langOfLocale(services.spreadsheetApp.getActive().getSpreadsheetLocale());
	} catch {
		return "en";
	}
}

var finalSeating_exports = {};
__export(finalSeating_exports, {
	showFinalSeatingDialog: () => showFinalSeatingDialog,
	writeFinalSeating: () => writeFinalSeating
});

var MAX_FINAL_GAMES = 20;
var SEATING_DIALOG_FILE = "SeatingDialog";
var DIALOG_ELEMENT_ID = "mafia-standings-dialog";
var DIALOG_ATTRIBUTE = "data-dialog";
function dialogMarkup(kind2) {
	return hiddenMarkup(DIALOG_ELEMENT_ID, DIALOG_ATTRIBUTE, kind2);
}

var MAX_PLAYERS = 1e3;
var MAX_ROUNDS = 1e3;
function seatingRequestSchema() {
	const index = int().check(_gte(0), _lt(MAX_PLAYERS));
	const text = string2().check(_maxLength(100));
	return object({
		players: array(object({ name: text, team: text })).check(_minLength(TABLE_SIZE), _maxLength(MAX_PLAYERS)),
		tables: int().check(_gte(1), _lte(100)),
		seed: int().check(_gte(0), _lte(4294967295)),
		rounds: array(array(array(index).check(_maxLength(TABLE_SIZE))).check(_maxLength(100))).check(_minLength(1), _maxLength(MAX_ROUNDS)),
		replace: optional(boolean2())
	});
}
function finalSeatingRequestSchema() {
	return object({
		games: int().check(_gte(1), _lte(MAX_FINAL_GAMES)),
		replace: optional(boolean2())
	});
}

var SeatingError = class extends Error {
	constructor(text) {
		super(`${text.ru} / ${text.en}`);
		this.text = text;
		this.name = "SeatingError";
	}
};

function pairTarget(tablesPerRound, playerCount, teamOf) {
	const games = tablesPerRound.reduce((sum2, k) => sum2 + k, 0);
	const teamSizes = new Map();
	for (const team of teamOf) if (team !== -1) teamSizes.set(team, (teamSizes.get(team) ?? 0) + 1);
	const teammatePairs = [...teamSizes.values()].reduce((sum2, n) => sum2 + n * (n - 1) / 2, 0);
	const pairs = playerCount * (playerCount - 1) / 2 - teammatePairs;
	return pairs > 0 ? games * (TABLE_SIZE * (TABLE_SIZE - 1) / 2) / pairs : 0;
}
function scheduleBalance(games, playerCount, gamesPerPlayer, teams = []) {
	const P = playerCount;
	const teamKeys = teams.map(normalizeText);
	const teammates = (a, b) => (teamKeys[a] ?? "") !== "" && teamKeys[a] === teamKeys[b];
	const seatCounts = Array.from({ length: P }, () => new Array(TABLE_SIZE).fill(0));
	const meetings = new Int32Array(P * P);
	for (const seats of games) {
		seats.forEach((player, seat2) => {
			seatCounts[player][seat2] = seatCounts[player][seat2] + 1;
			for (const other of seats)
				if (other !== player)
					meetings[player * P + other] = meetings[player * P + other] + 1;
		});
	}
	const seatMean = gamesPerPlayer / TABLE_SIZE;
	const teamIds = new Map();
	const teamOf = Array.from({ length: P }, (_, p) => {
		const key = teamKeys[p] ?? "";
		if (key === "") return -1;
		if (!teamIds.has(key)) teamIds.set(key, teamIds.size);
		return teamIds.get(key);
	});
	const target = pairTarget([playerCount * gamesPerPlayer / TABLE_SIZE], P, teamOf);
	let seat = 0;
	for (const counts of seatCounts) for (const count of counts) seat += (count - seatMean) ** 2;
	let pair = 0;
	let neverMeet = 0;
	let fewestMeetings = Infinity;
	let mostMeetings = 0;
	const players = seatCounts.map((seats, a) => {
		let fewest = Infinity;
		let most = 0;
		for (let b = 0; b < P; b++) {
			if (b === a) continue;
			const count = meetings[a * P + b];
			fewest = Math.min(fewest, count);
			most = Math.max(most, count);
			if (b > a && !teammates(a, b)) {
				pair += (count - target) ** 2;
				if (count === 0) neverMeet++;
				fewestMeetings = Math.min(fewestMeetings, count);
			}
		}
		mostMeetings = Math.max(mostMeetings, most);
		return { seats, fewestMeetings: fewest === Infinity ? 0 : fewest, mostMeetings: most };
	});
	return {
		seat: tidy(seat),
		pair: tidy(pair),
		pairTarget: tidy(target),
		neverMeet,
		fewestMeetings: fewestMeetings === Infinity ? 0 : fewestMeetings,
		mostMeetings,
		players
	};
}
function seatingBalance(seating) {
	const games = seating.rounds.flatMap((round) => round.games.map((game) => game.seats));
	return scheduleBalance(
		games,
		seating.players.length,
		seating.gamesPerPlayer,
		seating.players.map((p) => p.team)
	);
}
function tidy(value) {
	return Math.round(value * 1e6) / 1e6;
}

var SEATING_HEADERS = {
	round: PLACE_HEADERS.round,
	table: PLACE_HEADERS.table,
	game: HEADERS.game
};
var BALANCE_LABELS = [
	["seat", { ru: "Баланс мест, Σ² (0 — идеально)", en: "Seat balance, Σ² (0 is perfect)" }],
	["pair", { ru: "Баланс встреч пар, Σ²", en: "Pair balance, Σ²" }],
	["pairTarget", { ru: "Среднее встреч пары", en: "Mean games per pair" }],
	["neverMeet", { ru: "Пар, что не встречаются", en: "Pairs that never meet" }],
	["mostMeetings", { ru: "Больше всего встреч одной пары", en: "Most games of one pair" }]
];
function balanceRows(balance, lang) {
	return BALANCE_LABELS.map(([key, label]) => [label[lang], Math.round(balance[key] * 100) / 100]);
}

function seatingFromRounds(players, tables, seed, rounds) {
	const played = new Array(players.length).fill(0);
	const teams = players.map((p) => normalizeText(p.team));
	const names2 = new Set(players.map((p) => playerKey(p.name)));
	if (names2.size !== players.length || names2.has(""))
		fail("имена игроков пусты или повторяются", "player names are empty or repeated");
	let game = 0;
	const built = rounds.map((round, r) => {
		if (round.length < 1 || round.length > tables)
			fail(
				`тур ${r + 1}: ${round.length} столов вместо 1–${tables}`,
				`round ${r + 1} has ${round.length} tables, not 1–${tables}`
			);
		const seen = new Set();
		return {
			round: r + 1,
			games: round.map((seats, t) => {
				game++;
				if (seats.length !== TABLE_SIZE)
					fail(
						`игра ${game}: ${seats.length} мест вместо ${TABLE_SIZE}`,
						`game ${game} has ${seats.length} seats, not ${TABLE_SIZE}`
					);
				const teamsHere = new Set();
				for (const p of seats) {
					if (!Number.isInteger(p) || p < 0 || p >= players.length)
						fail(`игра ${game}: нет игрока № ${p}`, `game ${game}: no player no. ${p}`);
					if (seen.has(p))
						fail(
							`тур ${r + 1}: игрок «${players[p]?.name}» дважды`,
							`round ${r + 1}: “${players[p]?.name}” plays twice`
						);
					seen.add(p);
					played[p] = played[p] + 1;
					const team = teams[p];
					if (team !== "" && teamsHere.has(team))
						fail(
							`игра ${game}: двое из команды «${players[p]?.team}»`,
							`game ${game}: two players of team “${players[p]?.team}”`
						);
					teamsHere.add(team);
				}
				return { round: r + 1, table: t + 1, game, seats: [...seats] };
			})
		};
	});
	const gamesPerPlayer = played[0] ?? 0;
	const uneven = played.findIndex((n) => n !== gamesPerPlayer);
	if (uneven >= 0) {
		fail(
			`«${players[uneven]?.name}» играет ${played[uneven]} игр, а «${players[0]?.name}» — ${gamesPerPlayer}`,
			`“${players[uneven]?.name}” plays ${played[uneven]} games, “${players[0]?.name}” ${gamesPerPlayer}`
		);
	}
	return { players, tables, gamesPerPlayer, seed, rounds: built };
}
function fail(ru3, en3) {
	throw new SeatingError({ ru: ru3, en: en3 });
}

var WILLIAMS_ROW = Array.from(
	{ length: TABLE_SIZE },
	(_, i) => i === 0 ? 0 : i % 2 === 1 ? (i + 1) / 2 : TABLE_SIZE - i / 2
);
function finalSeats(k) {
	return WILLIAMS_ROW.map((p) => (p + k) % TABLE_SIZE);
}
function finalSeating(players, games, firstGame) {
	if (players.length !== TABLE_SIZE)
		throw new SeatingError({
			ru: `финал — один стол на ${TABLE_SIZE} игроков, а финалистов ${players.length}`,
			en: `the final is one table of ${TABLE_SIZE}, not ${players.length} finalists`
		});
	const rounds = Array.from({ length: games }, (_, k) => {
		const game = { round: k + 1, table: 1, game: firstGame + k, seats: finalSeats(k) };
		return { round: k + 1, games: [game] };
	});
	return { players, tables: 1, gamesPerPlayer: games, seed: 0, rounds };
}

function playerSchedules(games) {
	const rounds = [];
	const players = new Map();
	for (const game of games) {
		if (!rounds.includes(game.round)) rounds.push(game.round);
		game.players.forEach((name, s) => {
			const key = playerKey(name);
			if (key === "") return;
			let player = players.get(key);
			if (!player) players.set(key, player = { name: name.trim(), seats: [] });
			player.seats.push({ round: game.round, table: game.table, game: game.game, seat: s + 1 });
		});
	}
	const byName = new Intl.Collator(["ru", "en"], { numeric: true, sensitivity: "base" });
	const sorted = [...players.entries()].sort(([ka, a], [kb, b]) => byName.compare(a.name, b.name) || (ka < kb ? -1 : 1)).map(([, player]) => player);
	return { rounds, players: sorted };
}

var seatingCommands_exports = {};
__export(seatingCommands_exports, {
	parseRequest: () => parseRequest,
	playedGames: () => playedGames,
	playerTeams: () => playerTeams,
	seatingFormData: () => seatingFormData,
	seatingSchedule: () => seatingSchedule,
	showDialogPage: () => showDialogPage,
	showSeatingDialog: () => showSeatingDialog,
	writeSeating: () => writeSeating,
	writeTournamentSeating: () => writeTournamentSeating
});

var SEATING_WIDTH = 15;
var FIGURE_VALUE_COLUMN = 4;
var SEAT_NUMBERS2 = Array.from({ length: TABLE_SIZE }, (_, s) => s + 1);
function seatingHeader(lang) {
	return [
		SEATING_HEADERS.round[lang],
		SEATING_HEADERS.table[lang],
		SEATING_HEADERS.game[lang],
		...SEAT_NUMBERS2,
		HEADERS.stage[lang]
	];
}
function seatingGrid(seating, balance, lang, stage = "main") {
	const name = (p) => literalText(seating.players[p].name);
	const stageCell = stage === "main" ? "" : STAGE_NAMES[stage][lang];
	const rows = [seatingHeader(lang)];
	for (const round of seating.rounds) {
		for (const game of round.games)
			rows.push([
				game.round,
				game.table,
				gameIdCell(String(game.game)),
				...game.seats.map(name),
				stageCell
			]);
	}
	rows.push([]);
	for (const [label, value] of balanceRows(balance, lang)) {
		const row3 = [label];
		row3[FIGURE_VALUE_COLUMN] = value;
		rows.push(row3);
	}
	rows.push([]);
	const [player, team, games, fewest, most] = SEATING_TEXTS[lang].playersTitle;
	rows.push([player, team, games, ...SEAT_NUMBERS2, fewest, most]);
	seating.players.forEach((player2, p) => {
		const figures = balance.players[p];
		if (!figures) return;
		rows.push([
			name(p),
			literalText(player2.team),
			seating.gamesPerPlayer,
			...figures.seats,
			figures.fewestMeetings,
			figures.mostMeetings
		]);
	});
	return rows.map((row3) => Array.from({ length: SEATING_WIDTH }, (_, c) => row3[c] ?? ""));
}
function readSeatingGames(values2) {
	const games = [];
	const stageKeys = new Set([normalizeText(HEADERS.stage.ru), normalizeText(HEADERS.stage.en)]);
	const header = values2[0] ?? [];
	const stageAt = header.findIndex((cell) => stageKeys.has(normalizeText(cellText(cell))));
	for (const row3 of values2.slice(1)) {
		if (row3.every(isEmptyCell)) break;
		const game = cellText(row3[2]);
		if (game === "") continue;
		games.push({
			round: cellText(row3[0]),
			table: cellText(row3[1]),
			game,
			players: Array.from({ length: TABLE_SIZE }, (_, s) => cellText(row3[3 + s])),
			stage: stageAt < 0 ? "main" : stageFromText(cellText(row3[stageAt])) ?? "main"
		});
	}
	return games;
}
var NO_GAMES = { keys: new Set(), place: { round: false, table: false } };
function recordedGamesOf(evaluation) {
	const { round, table: table2 } = evaluation.layout.place;
	const place = { round: table2 >= 0 && round >= 0, table: table2 >= 0 };
	if (evaluation.layout.season.tournament < 0)
		return { keys: new Set(evaluation.games.map((g) => g.key)), place };
	const current2 = evaluation.games.at(-1)?.tournamentKey;
	const keys = evaluation.games.filter((g) => g.tournamentKey === current2).map(
		(g) => gameKey(
			g.label,
			void 0,
			place.table ? { round: g.round ?? "", table: g.table } : void 0
		)
	);
	return { keys: new Set(keys), place };
}
function scheduledKey(game, recorded) {
	if (!recorded.place.table) return gameKey(game.game);
	return gameKey(game.game, void 0, {
		round: recorded.place.round ? game.round : "",
		table: game.table
	});
}
function scheduledLabel(game, recorded, lang) {
	if (!recorded.place.table || game.table === "") return game.game;
	const round = recorded.place.round && game.round !== "" ? { round: game.round } : {};
	return gameLabel({ label: game.game, ...round, table: game.table }, lang);
}
function scheduleOf(games, recorded) {
	return games.map((g) => ({
		game: g.game,
		round: g.round,
		table: g.table,
		players: g.players,
		played: recorded.keys.has(scheduledKey(g, recorded)),
		stage: g.stage
	}));
}
function rosterText(values2) {
	return values2.slice(1).map((row3) => [cellText(row3[0]), cellText(row3[1])]).filter(([name]) => name !== "").map(([name, team]) => [
		/[;,\t"]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name,
		team
	]).map(([name, team]) => team ? `${name}; ${team}` : name).join("\n");
}

var DIALOG_WIDTH = 460;
function showSeatingDialog(services) {
	showDialogPage(services, "tournament");
}
function showDialogPage(services, kind2) {
	command(services, (lang, _ss, locale) => {
		const html = services.htmlService.createHtmlOutputFromFile(SEATING_DIALOG_FILE).append(localeMarkup(locale)).append(dialogMarkup(kind2)).setWidth(DIALOG_WIDTH);
		const texts2 = SEATING_TEXTS[lang];
		services.spreadsheetApp.getUi().showModalDialog(html, kind2 === "final" ? texts2.finalDialogTitle : texts2.dialogTitle);
	});
}
function seatingFormData(services) {
	const ss = services.spreadsheetApp.getActive();
	const lang = langOfLocale(ss.getSpreadsheetLocale());
	const sheet = findRosterSheet(ss) ?? withDocumentLock(services, lang, () => findRosterSheet(ss) ?? createPlayersSheet(ss, lang));
	const players = rosterText(sheet.getDataRange().getValues());
	const count = players === "" ? 0 : players.split("\n").length;
	return {
		players,
		playersSheet: sheet.getName(),
		tables: Math.max(1, Math.floor(count / TABLE_SIZE)),
		games: 10,
		seed: 1
	};
}
function parseRequest(schema, input, lang) {
	const parsed = schema.safeParse(input);
	if (!parsed.success)
		throw new UserError(
			SEATING_TEXTS[lang].badRequest(parsed.error.issues.map((i) => i.path.join(".")).join(", "))
		);
	return parsed.data;
}
function writeTournamentSeating(services, input) {
	const ss = services.spreadsheetApp.getActive();
	const lang = langOfLocale(ss.getSpreadsheetLocale());
	const texts2 = SEATING_TEXTS[lang];
	const request = parseRequest(seatingRequestSchema(), input, lang);
	let seating;
	try {
		seating = seatingFromRounds(request.players, request.tables, request.seed, request.rounds);
	} catch (error) {
		if (error instanceof SeatingError) throw new UserError(texts2.cannot(error.text[lang]));
		throw error;
	}
	const grid = seatingGrid(seating, seatingBalance(seating), lang);
	return withDocumentLock(services, lang, () => {
		const ensured = ensureOwnSheet(ss, "seating", lang);
		if (ensured.status === "foreign") throw new UserError(texts2.foreignSheet(ensured.name));
		const sheet = ensured.sheet;
		if (ensured.status === "existing" && !request.replace) {
			const recorded = recordedGames(ss, lang);
			const played = playedGames(sheet, recorded);
			if (played.length > 0)
				return {
					status: "confirm",
					message: texts2.playedGames(
						played.map((g) => scheduledLabel(g, recorded, lang)).join(", ")
					)
				};
		}
		writeSeating(sheet, grid, lang);
		fillEmptyPlayersSheet(ss, lang, seating.players);
		const games = seating.rounds.reduce((sum2, round) => sum2 + round.games.length, 0);
		return {
			status: "written",
			message: texts2.written(sheet.getName(), games, seating.rounds.length)
		};
	});
}
function seatingSchedule(services) {
	const ss = services.spreadsheetApp.getActive();
	const lang = langOfLocale(ss.getSpreadsheetLocale());
	const sheet = findOwnSheet(ss, "seating", lang);
	if (!sheet) return [];
	return scheduleOf(readSeatingGames(sheet.getDataRange().getValues()), recordedGames(ss, lang));
}
function playerTeams(services) {
	return readRoster(services.spreadsheetApp.getActive()).filter((p) => p.team !== "");
}
function playedGames(sheet, recorded) {
	return scheduleOf(readSeatingGames(sheet.getDataRange().getValues()), recorded).filter(
		(g) => g.played
	);
}
function writeSeating(sheet, grid, lang) {
	sheet.clearContents();
	clearLeftovers(sheet);
	ensureRows(sheet, grid.length);
	sheet.getRange(1, 1, grid.length, SEATING_WIDTH).setValues(grid);
	sheet.setFrozenRows(1);
	sheet.getRange(1, 1, 1, seatingHeader(lang).length).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
	sheet.setColumnWidths(1, 3, 55);
	sheet.setColumnWidths(4, TABLE_SIZE, 120);
	sheet.setColumnWidth(4 + TABLE_SIZE, 90);
}
function recordedGames(ss, lang) {
	const games = findOwnSheet(ss, "games", lang);
	if (!games) return NO_GAMES;
	const read = readGamesTable(readGamesValues(games));
	return read.ok ? recordedGamesOf(read.table.evaluation) : NO_GAMES;
}
function createPlayersSheet(ss, lang) {
	const sheet = insertSheetInPlace(ss, SEATING_TEXTS[lang].playersSheet);
	sheet.getRange(1, 1, 1, 2).setValues([[...SEATING_TEXTS[lang].playersHeader]]).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
	sheet.setFrozenRows(1);
	sheet.setColumnWidths(1, 2, 170);
	return sheet;
}
function fillEmptyPlayersSheet(ss, lang, players) {
	const sheet = findRosterSheet(ss) ?? createPlayersSheet(ss, lang);
	if (rosterText(sheet.getDataRange().getValues()) !== "") return;
	ensureRows(sheet, players.length + 1);
	sheet.getRange(2, 1, players.length, 2).setValues(players.map((p) => [literalText(p.name), literalText(p.team)]));
}

var LISTED_PROBLEMS2 = 10;
function showFinalSeatingDialog(services) {
	showDialogPage(services, "final");
}
function writeFinalSeating(services, input) {
	const ss = services.spreadsheetApp.getActive();
	const lang = langOfLocale(ss.getSpreadsheetLocale());
	const texts2 = SEATING_TEXTS[lang];
	const request = parseRequest(finalSeatingRequestSchema(), input, lang);
	const rules = readRules(ss, lang);
	if (!rules.ok)
		throw new UserError(
			texts2.rulesBroken,
			rules.issues.map((issue2) => describeIssue(issue2, lang))
		);
	const system = rules.system;
	if (system.finalists !== TABLE_SIZE) throw new UserError(texts2.finalistsNotTen(system.finalists));
	return withDocumentLock(services, lang, () => {
		const games = findOwnSheet(ss, "games", lang);
		if (!games) throw new UserError(TEXTS2[lang].noGamesSheet);
		const values2 = readGamesValues(games);
		const finalists = finalistsOf(values2, system, lang);
		const all = tableOf(values2, system, "store", lang);
		const first = Number(nextNumericId(all));
		const seating = finalSeating(
			finalists.map((s) => ({ name: s.name, team: "" })),
			request.games,
			first
		);
		const ensured = ensureOwnSheet(ss, "seating", lang);
		if (ensured.status === "foreign") throw new UserError(texts2.foreignSheet(ensured.name));
		const sheet = ensured.sheet;
		if (ensured.status === "existing" && !request.replace) {
			const recorded = recordedGamesOf(all);
			const played = playedGames(sheet, recorded);
			if (played.length > 0)
				return {
					status: "confirm",
					message: texts2.finalPlayedGames(
						sheet.getName(),
						shortList(played.map((g) => scheduledLabel(g, recorded, lang)))
					)
				};
		}
		writeSeating(sheet, seatingGrid(seating, seatingBalance(seating), lang, "final"), lang);
		const last = first + request.games - 1;
		return {
			status: "written",
			message: texts2.finalWritten(
				sheet.getName(),
				String(first),
				String(last),
				finalists.map((s) => s.name).join(", ")
			)
		};
	});
}
function finalistsOf(values2, system, lang) {
	const texts2 = SEATING_TEXTS[lang];
	const evaluation = tableOf(values2, { ...system, hideFinal: true }, "standings", lang);
	if (evaluation.problemCount > 0)
		throw new UserError(
			texts2.tableProblems(evaluation.problemCount),
			evaluation.issues.slice(0, LISTED_PROBLEMS2).map((issue2) => describeIssue(issue2, lang))
		);
	const cut = finalistsCut(evaluation.standings, system.finalists);
	if (cut.ok) return cut.finalists;
	if ("sharing" in cut)
		throw new UserError(
			texts2.sharedPlace(cut.sharing[0]?.place ?? 0, cut.sharing.map((s) => s.name).join(", "))
		);
	throw new UserError(texts2.tooFewPlaced(cut.placed, system.finalists));
}
function tableOf(values2, system, reader, lang) {
	const read = readGamesTable(values2, { ok: true, system }, reader);
	if (!read.ok)
		throw new UserError(
			SEATING_TEXTS[lang].finalNotWritten,
			read.error.issues.map((issue2) => describeIssue(issue2, lang))
		);
	return read.table.evaluation;
}
function shortList(ids) {
	return ids.length <= 8 ? ids.join(", ") : [...ids.slice(0, 5), "…", ids[ids.length - 1]].join(", ");
}

var KEY = "mafia-standings.content";
function texts(values2, written) {
	const rows = values2.map((cells) => {
		const row3 = cells.map(
			(cell) => written && typeof cell === "string" && cell.startsWith("'") ? cell.slice(1).trim() : cellText(cell)
		);
		while (row3.length > 0 && row3[row3.length - 1] === "") row3.pop();
		return row3;
	});
	while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
	return rows;
}
function fingerprint(values2, written = false) {
	const text = JSON.stringify(texts(values2, written));
	let hash = 2166136261;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 16777619) >>> 0;
	}
	return hash.toString(16).padStart(8, "0");
}
function isBlankSheet(values2) {
	return texts(values2, false).length === 0;
}
function keptFingerprint(sheet) {
	const found = sheet.getDeveloperMetadata().find((m) => m.getKey() === KEY);
	return found ? found.getValue() : null;
}
function keepFingerprint(sheet, written) {
	const value = fingerprint(written, true);
	const found = sheet.getDeveloperMetadata().find((m) => m.getKey() === KEY);
	if (found) found.setValue(value);
	else sheet.addDeveloperMetadata(KEY, value);
}

var quoted2 = (names2, open, close) => names2.map((n) => `${open}${n}${close}`).join(", ");
var parts = (...pieces) => pieces.filter((p) => p !== false && p !== "").join(" · ");
var ru2 = {
	pageTitle: (tournament) => `${tournament} — бланки судей`,
	blockTitle: (game, round, table2, stage) => parts(`Игра ${game}`, round !== "" && `тур ${round}`, table2 !== "" && `стол ${table2}`, stage),
	blockHeader: [
		HEADERS.seat.ru,
		HEADERS.player.ru,
		HEADERS.role.ru,
		"Фолы",
		HEADERS.bestMove.ru,
		HEADERS.extra.ru
	],
	winner: HEADERS.winner.ru,
	player: HEADERS.player.ru,
	round: (round) => round === "" ? "Тур" : `Тур ${round}`,
	seatAt: (table2, seat) => parts(table2 !== "" && `Стол ${table2}`, `место ${seat}`),
	noSeating: (seating) => `Бланки не записаны: нет рассадки. Составьте её («Составить рассадку…» или «Рассадка финала…») — она появится на листе «${seating}», — и повторите.`,
	askReplace: (names2) => `На ${names2.length === 1 ? "листе" : "листах"} ${quoted2(names2, "«", "»")} есть то, что записала не надстройка (или правки от руки). Заменить их содержимое бланками по рассадке?`,
	declined: "Бланки не записаны: листы не тронуты.",
	changed: "Бланки не записаны: пока вы отвечали, листы изменились. Повторите «Бланки для судей».",
	written: (sheets, games, schedule, players) => `Бланки записаны на лист «${sheets}» (игр: ${games}), расписание — на лист «${schedule}» (игроков: ${players}).`
};
var en2 = {
	pageTitle: (tournament) => `${tournament} — judges' score sheets`,
	blockTitle: (game, round, table2, stage) => parts(
		`Game ${game}`,
		round !== "" && `round ${round}`,
		table2 !== "" && `table ${table2}`,
		stage
	),
	blockHeader: [
		HEADERS.seat.en,
		HEADERS.player.en,
		HEADERS.role.en,
		"Fouls",
		HEADERS.bestMove.en,
		HEADERS.extra.en
	],
	winner: HEADERS.winner.en,
	player: HEADERS.player.en,
	round: (round) => round === "" ? "Round" : `Round ${round}`,
	seatAt: (table2, seat) => parts(table2 !== "" && `Table ${table2}`, `seat ${seat}`),
	noSeating: (seating) => `No score sheets written: there is no seating. Make one (“Make seating…” or “Seat the final…”) — it goes to the “${seating}” sheet — and try again.`,
	askReplace: (names2) => `The sheet${names2.length === 1 ? "" : "s"} ${quoted2(names2, "“", "”")} ${names2.length === 1 ? "holds" : "hold"} something the add-on did not write (or edits by hand). Replace it with the score sheets of the seating?`,
	declined: "No score sheets written: the sheets are untouched.",
	changed: "No score sheets written: the sheets changed while you answered. Choose “Judges' sheets” again.",
	written: (sheets, games, schedule, players) => `Score sheets written to “${sheets}” (${games} game${games === 1 ? "" : "s"}), the schedule to “${schedule}” (${players} player${players === 1 ? "" : "s"}).`
};
var JUDGE_SHEETS_TEXTS = { ru: ru2, en: en2 };

var SCORE_SHEET_WIDTH = 6;
var BLOCK_ROWS = TABLE_SIZE + 4;
var blank = () => Array.from({ length: SCORE_SHEET_WIDTH }, () => "");
var row2 = (...cells) => Array.from({ length: SCORE_SHEET_WIDTH }, (_, c) => cells[c] ?? "");
function scoreSheetsLayout(games, tournament, lang) {
	const texts2 = JUDGE_SHEETS_TEXTS[lang];
	const values2 = [row2(literalText(texts2.pageTitle(tournament))), blank()];
	const blocks = [];
	for (const game of games) {
		const title = values2.length + 1;
		const stage = game.stage === "main" ? "" : STAGE_NAMES[game.stage][lang];
		values2.push(row2(literalText(texts2.blockTitle(game.game, game.round, game.table, stage))));
		values2.push(row2(...texts2.blockHeader));
		for (let s = 0; s < TABLE_SIZE; s++)
			values2.push(row2(s + 1, literalText(game.players[s] ?? "")));
		values2.push(row2(texts2.winner));
		values2.push(blank());
		blocks.push({ title, header: title + 1, winner: title + 2 + TABLE_SIZE });
	}
	return { values: values2, blocks };
}
function scheduleLayout(games, lang) {
	const texts2 = JUDGE_SHEETS_TEXTS[lang];
	const { rounds, players } = playerSchedules(games);
	const header = [texts2.player, ...rounds.map((r) => literalText(texts2.round(r)))];
	const rows = players.map((player) => [
		literalText(player.name),
		...rounds.map(
			(round) => literalText(
				player.seats.filter((s) => s.round === round).map((s) => texts2.seatAt(s.table, s.seat)).join("; ")
			)
		)
	]);
	return { values: [header, ...rows], players: players.length };
}

var SCORE_WIDTHS = [55, 190, 90, 90, 110, 95];
var ROW_HEIGHT = 28;
var SCHEDULE_NAME_WIDTH = 170;
var SCHEDULE_ROUND_WIDTH = 130;
function targetOf(ss, kind2, lang) {
	const own3 = findOwnSheet(ss, kind2, lang);
	const sheet = own3 ?? sheetNamed(ss, SHEET_NAMES[kind2][lang]);
	if (!sheet)
		return { kind: kind2, sheet: null, id: null, own: false, ask: false, name: SHEET_NAMES[kind2][lang] };
	const values2 = sheet.getDataRange().getValues();
	const untouched = own3 !== null && keptFingerprint(sheet) === fingerprint(values2);
	return {
		kind: kind2,
		sheet,
		id: sheet.getSheetId(),
		own: own3 !== null,
		ask: !untouched && !isBlankSheet(values2),
		name: sheet.getName()
	};
}
function writeJudgeSheets(services) {
	return command(services, (lang, ss) => {
		const texts2 = JUDGE_SHEETS_TEXTS[lang];
		const seating = findOwnSheet(ss, "seating", lang);
		const games = seating ? readSeatingGames(seating.getDataRange().getValues()) : [];
		if (games.length === 0) {
			alert(services, lang, texts2.noSeating(seating?.getName() ?? SHEET_NAMES.seating[lang]));
			return { status: "no seating" };
		}
		const scores = scoreSheetsLayout(games, ss.getName(), lang);
		const schedule = scheduleLayout(games, lang);
		const asked = [targetOf(ss, "scoreSheets", lang), targetOf(ss, "schedule", lang)].filter(
			(t) => t.ask
		);
		if (asked.length > 0) {
			const ui = services.spreadsheetApp.getUi();
			const prompt = texts2.askReplace(asked.map((t) => t.name));
			if (ui.alert(TEXTS2[lang].addon, prompt, ui.ButtonSet.YES_NO) !== ui.Button.YES) {
				ss.toast(texts2.declined, TEXTS2[lang].addon, 8);
				return { status: "declined" };
			}
		}
		const [sheets, scheduleSheet] = withDocumentLock(services, lang, () => {
			const now = [targetOf(ss, "scoreSheets", lang), targetOf(ss, "schedule", lang)];
			if (now.some((t) => t.ask && !asked.some((a) => a.kind === t.kind && a.id === t.id)))
				throw new UserError(texts2.changed);
			const [scoreTarget, scheduleTarget] = now;
			const scoreSheet = sheetFor(ss, scoreTarget, lang);
			writeScoreSheets(scoreSheet, scores);
			const scheduleSheet2 = sheetFor(ss, scheduleTarget, lang);
			writeSchedule(scheduleSheet2, schedule.values);
			return [scoreSheet, scheduleSheet2];
		});
		ss.toast(
			texts2.written(sheets.getName(), games.length, scheduleSheet.getName(), schedule.players),
			TEXTS2[lang].addon,
			8
		);
		return { status: "written", games: games.length, players: schedule.players };
	});
}
function sheetFor(ss, target, lang) {
	if (target.sheet && target.own) return target.sheet;
	if (target.sheet) {
		adoptSheet(target.sheet, target.kind);
		return target.sheet;
	}
	const ensured = ensureOwnSheet(ss, target.kind, lang);
	if (ensured.status === "foreign") throw new UserError(JUDGE_SHEETS_TEXTS[lang].changed);
	return ensured.sheet;
}
function replaceCells(sheet, values2, frozenColumns) {
	const width = values2[0]?.length ?? 1;
	blankSheet(sheet);
	ensureRows(sheet, values2.length + 1);
	ensureColumns(sheet, width);
	sheet.getRange(1, 1, values2.length, width).setValues(values2);
	sheet.setFrozenRows(1);
	sheet.setFrozenColumns(frozenColumns);
	keepFingerprint(sheet, values2);
}
function writeScoreSheets(sheet, layout) {
	replaceCells(sheet, layout.values, 0);
	SCORE_WIDTHS.forEach((width, c) => sheet.setColumnWidth(c + 1, width));
	sheet.setRowHeights(1, layout.values.length, ROW_HEIGHT);
	sheet.getRange(1, 1).setFontWeight("bold");
	const last = columnLetter(SCORE_SHEET_WIDTH);
	const { blocks } = layout;
	if (blocks.length === 0) return;
	sheet.getRangeList(blocks.map((b) => `A${b.header}:${last}${b.header + TABLE_SIZE}`)).setBorder(true, true, true, true, true, true);
	sheet.getRangeList(blocks.map((b) => `A${b.winner}:${last}${b.winner}`)).setBorder(true, true, true, true, true, null);
	sheet.getRangeList(blocks.map((b) => `A${b.title}`)).setFontWeight("bold");
	sheet.getRangeList(blocks.map((b) => `A${b.header}:${last}${b.header}`)).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
}
function writeSchedule(sheet, values2) {
	replaceCells(sheet, values2, 1);
	const width = values2[0]?.length ?? 1;
	sheet.setColumnWidth(1, SCHEDULE_NAME_WIDTH);
	if (width > 1) sheet.setColumnWidths(2, width - 1, SCHEDULE_ROUND_WIDTH);
	sheet.getRange(1, 1, 1, width).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
}
return __toCommonJS(main_exports);
})();

const { mafiaFingerprint, mafiaPoints, mafiaRank, mafiaSeries, mafiaStandings, mafiaStats } = Mafia.functions;
const { appsScriptServices, card, commands, final, handleEdit, writeJudgeSheets: judgeSheets, onOpen: openMenu, probeReport, runDiagnostics: diagnose, seating, store, storeCall } = Mafia.sheets;

/**
 * Очки каждого игрока в каждой игре по таблице игр (с весом этапа: полуфинал, финал). Points of every player-seat of every game, weighted by the game's stage.
 *
 * @param {Игры!A:N} games Таблица игр с заголовком: Игра, Место, Игрок, Роль, Победили, …, Доп. баллы, Этап (необязательно) / The games table with its header: Game, Seat, Player, Role, Winner, …, Extra points, Stage (optional)
 * @param {"ФИИМ"} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил / Optional: "Club" (default), "FIIM" or a rules range
 * @return Столбец очков той же высоты, что и таблица / A column of points as tall as the table
 * @customfunction
 */
function MAFIA_POINTS(games, rules) {
		return mafiaPoints(games, rules);
}
/**
 * Личный зачёт: место, игрок, очки и все дополнительные показатели; финалисты выше, игроки с малым числом игр — в конце без места. Individual standings with every tie-break figure; finalists first, players with too few games last without a place.
 *
 * @param {Игры!A:N} games Таблица игр с заголовком; столбец «Этап» (Основной, Полуфинал, Финал) необязателен / The games table with its header; the Stage column (Main, Semi-final, Final) is optional
 * @param {"ФИИМ"} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил / Optional: "Club" (default), "FIIM" or a rules range
 * @return Таблица личного зачёта / The standings table
 * @customfunction
 */
function MAFIA_STANDINGS(games, rules) {
		return mafiaStandings(games, rules);
}
/**
 * Место игрока в личном зачёте. A player's place in the standings.
 *
 * @param {"Алёна"} player Имя игрока или столбец имён / A player's name or a column of names
 * @param {Игры!A:N} games Таблица игр с заголовком; столбец «Этап» необязателен / The games table with its header; the Stage column is optional
 * @param {"ФИИМ"} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил / Optional: "Club" (default), "FIIM" or a rules range
 * @return Место; пусто, если у игрока нет сыгранных игр или игр меньше «Минимум игр» (без места) / The place; empty if the player has no finished game or fewer than “Minimum games” (no place)
 * @customfunction
 */
function MAFIA_RANK(player, games, rules) {
		return mafiaRank(player, games, rules);
}
/**
 * Статистика игроков: роли, победы, лучшие ходы, рейтинг; по местам за столом; итоги; номинации; команды. Players' statistics by role, seats, summary, rating, awards and teams.
 *
 * @param {Игры!A:N} games Таблица игр с заголовком / The games table with its header
 * @param {Правила!A:B} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил / Optional: "Club" (default), "FIIM" or a rules range
 * @param {"места"} view Необязательно: «игроки» (по умолчанию), «места», «итоги», «рейтинг», «номинации» или «команды» / Optional: "players" (default), "seats", "summary", "rating", "awards" or "teams"
 * @return Таблица статистики / The statistics table
 * @customfunction
 */
function MAFIA_STATS(games, rules, view) {
		return mafiaStats(games, rules, view);
}
/**
 * Серия турниров: очки за места в каждом турнире (столбец «Турнир»), сумма лучших результатов, место в серии. A season's series: points by place in each tournament (the Tournament column), the best results added up, the series place.
 *
 * @param {Игры!A:O} games Таблица игр с заголовком и столбцом «Турнир»; «Вес турнира» необязателен / The games table with its header and a Tournament column; Tournament weight is optional
 * @param {Правила!A:B} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил с настройками «Серия: …» / Optional: "Club" (default), "FIIM" or a rules range with the "Series: …" settings
 * @return Таблица серии: место, игрок, очки, турниров, отброшено и очки в каждом турнире / The series table: place, player, points, tournaments, dropped and the points of each tournament
 * @customfunction
 */
function MAFIA_SERIES(games, rules) {
		return mafiaSeries(games, rules);
}
/**
 * The stale marker's digest of a range, for the formula the add-on leaves at the top of its sheets (src/sheets/standings/staleMarker.ts). Not a user's function: without a custom-function tag, Sheets' autocomplete does not offer it.
 */
function MAFIA_FINGERPRINT(range) {
		return mafiaFingerprint(range);
}
// The spreadsheet shell: triggers, menu commands, the sidebar's game store (src/sheets).
/** Builds the add-on menu (safe in AuthMode.NONE). */
function onOpen(e) {
		openMenu(appsScriptServices(), e);
}
/** Builds the add-on menu on install. */
function onInstall(e) {
		openMenu(appsScriptServices(), e);
}
/** Simple trigger: an edit of the Games sheet refreshes the standings. */
function onEdit(e) {
		handleEdit(appsScriptServices(), e);
}
/** Menu: create or repair the tournament sheets. */
function setupTournament() {
		commands.setupTournament(appsScriptServices());
}
/** Menu: recalculate the standings. */
function recalculateStandings() {
		commands.recalculateStandings(appsScriptServices());
}
/** Menu: list the problems of the Games sheet. */
function checkProtocol() {
		commands.checkProtocol(appsScriptServices());
}
/** Menu: help. */
function showHelp() {
		commands.showHelp(appsScriptServices());
}
/** Menu: open the judges' sidebar. */
function showGameForm() {
		commands.showGameForm(appsScriptServices());
}
/** Sidebar: check and store a game; returns { game, rows, points }. */
function saveGame(game) {
		return storeCall((services) => store.saveGame(services, game));
}
/** Sidebar, after a save or a deletion: the standings, statistics and charts brought up to date. */
function refreshAfterSave() {
		return storeCall((services) => store.refreshAfterSave(services));
}
/**
 * Sidebar: a stored game as a payload; `place` ({ round, table }) says which game of the id on a Games sheet that numbers games per table.
 */
function loadGame(id, place) {
		return storeCall((services) => store.loadGame(services, id, place));
}
/**
 * Sidebar: delete a game (of `place`, as for loadGame; `rows`, where loadGame found it); returns { game, deletedRows } once its rows are gone, the standings following with refreshAfterSave.
 */
function deleteGame(id, place, rows) {
		return storeCall((services) => store.deleteGame(services, id, place, rows));
}
/** Sidebar: players seen, most frequent first. */
function listPlayers() {
		return storeCall((services) => store.listPlayers(services));
}
/** Sidebar: the next free numeric game id. */
function nextGameId() {
		return storeCall((services) => store.nextGameId(services));
}
/** Sidebar: the Rules sheet's cells, for the points preview (null: no Rules sheet). */
function rulesCells() {
		return storeCall((services) => store.rulesCells(services));
}
// The seating: the menu's dialog and the schedule the sidebar prefills from.
/** Menu: make a tournament seating. */
function showSeatingDialog() {
		seating.showSeatingDialog(appsScriptServices());
}
/** Seating dialog: the players list, from the Players sheet (created if missing). */
function seatingFormData() {
		return storeCall((services) => seating.seatingFormData(services));
}
/**
 * Seating dialog: check and write the seating it made to the Seating sheet; asks before replacing played games.
 */
function writeTournamentSeating(request) {
		return storeCall((services) => seating.writeTournamentSeating(services, request));
}
/** Sidebar: the scheduled games, each with its ten players and whether it is already recorded. */
function seatingSchedule() {
		return storeCall((services) => seating.seatingSchedule(services));
}
/** Sidebar: the «Участники» sheet's players with a team, to fill a seat's «Команда». */
function playerTeams() {
		return storeCall((services) => seating.playerTeams(services));
}
// The final: its dialog and the seating it writes.
/** Menu: seat the final. */
function showFinalSeatingDialog() {
		final.showFinalSeatingDialog(appsScriptServices());
}
/**
 * Final dialog: seat the first «Финалистов» players at one table for the final's games; asks before replacing played games.
 */
function writeFinalSeating(request) {
		return storeCall((services) => final.writeFinalSeating(services, request));
}
// The judges' sheets: «Бланки» and «Расписание» from the seating.
/** Menu: write the judges' score sheets and the players' schedule from the Seating sheet. */
function writeJudgeSheets() {
		judgeSheets(appsScriptServices());
}
// The player card: the menu's sidebar and the card it asks for.
/** Menu: open the player card (every player's statistics, games and rating). */
function showPlayerCard() {
		card.showPlayerCard(appsScriptServices());
}
/**
 * Player card: one player's row of the statistics, their games newest first and their rating after each game.
 */
function playerCard(name) {
		return storeCall((services) => card.playerCard(services, name));
}
// The diagnostics: a menu command an organiser runs and sends the report of.
/** Menu: try in this spreadsheet what the add-on assumes of Sheets; a report sheet. */
function runDiagnostics() {
		diagnose(appsScriptServices());
}
/**
 * The diagnostics' probe: what Sheets hands a custom function, as JSON. Callable from a cell, but not a documented custom function: no autocomplete entry.
 */
function MAFIA_DIAGNOSTICS_PROBE(first, second) {
		return probeReport(first, second);
}
/*
zod 4.6.7, bundled into this file:

MIT License

Copyright (c) 2025 Colin McDonnell

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
*/
