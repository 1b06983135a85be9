// A season typed plainly, as a sheet with number and checkbox columns hands it over: numbers for
// game ids, seats and counts, booleans for the yes/no marks, "" for blank cells, no extra-points
// column; 1,000 players drawn evenly, each name always typed the same way. Beside season.mjs's
// realistic season it is the cheap one to hand over (no Date, few long strings), so the engine's
// own cost weighs more against one JSON round trip of it.
// The source runs inside the bench's vm context, so its arrays are the context's own.
export const PLAIN_SEASON_SOURCE = String.raw`
function makePlainSeason(gameCount, playerCount) {
  let seed = 20260401;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  const names = [];
  for (let i = 1; i <= playerCount; i++) names.push("Игрок " + i);
  const roles = ["Мирный", "Мирный", "Мирный", "Мирный", "Мирный", "Мирный",
    "Шериф", "Мафия", "Мафия", "Дон"];
  const rows = [["Игра", "Место", "Игрок", "Роль", "Победили", "Убит в первую ночь",
    "Лучший ход", "Правильная кандидатура", "Лучший игрок", "Замечания", "Удаление"]];
  for (let g = 1; g <= gameCount; g++) {
    const deal = roles.slice();
    for (let i = deal.length - 1; i > 0; i--) {
      const j = next(i + 1); const t = deal[i]; deal[i] = deal[j]; deal[j] = t;
    }
    const table = [];
    while (table.length < 10) {
      const p = next(playerCount);
      if (!table.includes(p)) table.push(p);
    }
    const winner = next(100) < 55 ? "Красные" : "Чёрные";
    const killed = next(100) < 85 ? next(10) : -1;
    const best = next(10);
    for (let s = 0; s < 10; s++) {
      const red = deal[s] === "Мирный" || deal[s] === "Шериф";
      const move = s === killed && red && next(10) < 7 ? next(4) : "";
      rows.push([g, s + 1, names[table[s]], deal[s], winner, s === killed, move,
        next(4) === 0 ? 1 : 0, s === best, next(7) === 0 ? 1 : 0, next(200) === 0]);
    }
  }
  return rows;
}
`;
