/**
 * Column D of the Rules sheet («Правила»): what each setting means, in the organiser's words
 * (SYSTEMS.md, STAGES.md, STATS.md). The engine reads only columns A and B of a rules range, so
 * this column changes nothing the rules say.
 */
import type { Lang, RuleSetting } from "../../engine";

type Words = Readonly<Record<Lang, string>>;

const win = (ru: string, en: string): Words => ({
  ru: `Очки ${ru} за победу его команды.`,
  en: `Points of ${en} when their team wins.`,
});
const loss = (ru: string, en: string): Words => ({
  ru: `Очки ${ru} за поражение его команды (минус — штраф).`,
  en: `Points of ${en} when their team loses (a minus is a penalty).`,
});

/** «Система» and every setting, by its key: the type checker asks for a new setting's words. */
export const RULES_EXPLANATIONS: Readonly<Record<RuleSetting["key"] | "system", Words>> = {
  system: {
    ru: "Готовая система: «Клуб» или «ФИИМ». Строки ниже меняют её отдельные значения.",
    en: "The preset: “Club” or “FIIM”. The rows below change single values of it.",
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
    en: "Instead of “Sheriff loss” when the Sheriff was killed first night and red lost.",
  },
  bestMove2: {
    ru: "Лучший ход, в котором названы 2 чёрных игрока.",
    en: "A best move that names 2 black players.",
  },
  bestMove3: {
    ru: "Лучший ход, в котором названы 3 чёрных игрока.",
    en: "A best move that names 3 black players.",
  },
  bestMoveEarnedBy: {
    ru: "«мирный» — очки за лучший ход получает только мирный; «красные» — мирный или шериф.",
    en: "“civilian”: only a Civilian earns the best move; “red”: a Civilian or the Sheriff.",
  },
  perCorrectPick: {
    ru: "За каждую правильную кандидатуру (убийство или выставление).",
    en: "For each correct pick (a kill or a nomination).",
  },
  bestPlayer: {
    ru: "Лучшему игроку игры, по решению судей.",
    en: "For the best player of the game, chosen by the judges.",
  },
  perRemark: {
    ru: "За каждое замечание (обычно минус).",
    en: "For each remark (usually a minus).",
  },
  removed: {
    ru: "За удаление из игры (обычно минус).",
    en: "For a removal from the game (usually a minus).",
  },
  perGame: {
    ru: "Каждому игроку за каждую сыгранную игру.",
    en: "To every player for every game played.",
  },
  compensation: {
    ru:
      "Ci: добавка красному игроку, убитому в первую ночь, если его команда проиграла; " +
      "тем больше, чем чаще его убивали первым. 0 — без неё.",
    en:
      "Ci: added for a red player killed first night whose team lost, more for one killed " +
      "first more often. 0 means none.",
  },
  tieBreaks: {
    ru: "Что сравнивать при равенстве очков, по порядку, через запятую.",
    en: "What decides between equal points, in order, separated by commas.",
  },
  semiWeight: {
    ru: "Очки полуфинальных игр умножаются на это число.",
    en: "The points of semi-final games are multiplied by this number.",
  },
  finalWeight: {
    ru: "Очки финальных игр умножаются на это число.",
    en: "The points of final games are multiplied by this number.",
  },
  ciInFinal: {
    ru: "Ci финала: «отдельно» — по играм финала, «вместе» — по всем играм, «нет» — без Ci.",
    en: "The final's Ci: “separately” from its own games, “together” from all, “no” for none.",
  },
  finalistsFirst: {
    ru: "«да» — игроки финала стоят в таблице выше всех остальных.",
    en: "“yes”: the final's players stand above everyone else in the standings.",
  },
  finalists: {
    ru: "Сколько игроков сажает «Рассадка финала…».",
    en: "How many players “Seat the final…” seats.",
  },
  minGames: {
    ru: "Игроки с меньшим числом игр стоят в конце таблицы без места.",
    en: "Players with fewer games stand at the end of the standings without a place.",
  },
  rankBy: {
    ru: "«сумме» — по сумме очков; «среднему» — по очкам за игру.",
    en: "“total”: by the sum of points; “average”: by points per game.",
  },
  hideFinal: {
    ru: "«да» — игры финала не видны в таблице до награждения.",
    en: "“yes”: the final's games stay out of the standings until the awards.",
  },
  awardsBy: {
    ru:
      "Номинации (лучший мирный, шериф, дон…): «очкам» — по очкам в этих ролях, " +
      "«допам» — по доп. баллам.",
    en:
      "Awards (best civilian, sheriff, don…): “points” by the points in those roles, " +
      "“bonus” by bonus points.",
  },
  awardsMinGames: {
    ru: "Сколько игр в ролях номинации нужно, чтобы на неё претендовать.",
    en: "How many games in an award's roles a player needs to contend for it.",
  },
  teamBest: {
    ru: "Очки команды — сумма очков стольких её лучших игроков; 0 — всех.",
    en: "A team's points are the sum of this many of its best players; 0 means all of them.",
  },
  seriesPoints: {
    ru:
      "Серия турниров (столбец «Турнир» в «Игры»): «по участникам» — место p из N даёт " +
      "N − p + 1; или список очков за 1-е, 2-е… места через «;», например «25; 18; 15; 12».",
    en:
      "A series of tournaments (a “Tournament” column in Games): “by field”, place p of N earns " +
      "N − p + 1; or the points of 1st, 2nd… place separated by “;”, such as “25; 18; 15; 12”.",
  },
  seriesBest: {
    ru: "Сколько лучших результатов игрока идут в серию; 0 — все.",
    en: "How many of a player's best results count in the series; 0 means all of them.",
  },
  seriesMinimum: {
    ru: "Игроки, у которых мест меньше, чем в стольких турнирах, — в конце серии без места.",
    en: "Players placed in fewer tournaments than this come last in the series, without a place.",
  },
  ratingKWin: {
    ru: "Рейтинг: сколько очков рейтинга самое большее даёт победа.",
    en: "Rating: the most rating points a win can give.",
  },
  ratingKLoss: {
    ru: "Рейтинг: сколько очков рейтинга самое большее отнимает поражение.",
    en: "Rating: the most rating points a loss can take.",
  },
};
