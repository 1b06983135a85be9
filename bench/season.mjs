// A season shaped like a real club's: 1,000 players drawn unevenly (regulars play most, guests
// once or twice), names typed the way judges type them (a lower-case first letter, a stray
// space, «е» for «ё»), every protocol column filled as Sheets hands it to a custom function
// (numbers, booleans, "" for blank, a Date), best moves as counts and as seats, extra points.
// The source runs inside the bench's vm context, so its arrays are the context's own.
export const SEASON_SOURCE = String.raw`
function makeSeason(gameCount, playerCount) {
  let seed = 20261130;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  const first = ["Алёна", "Артём", "Пётр", "Фёдор", "Семён", "Ольга", "Мария", "Иван", "Сергей",
    "Анна", "Дмитрий", "Ксения", "Олег", "Юлия", "Егор", "Настя", "Max", "Kate", "Лис", "Кот"];
  const last = ["Серый", "Чёрный", "Быстрый", "Тихий", "Шериф", "Дон", "Ёж", "Граф", "Барон", "Док",
    "Шторм", "Сова", "Ветер", "Лёд", "Маэстро", "Фараон", "Пчёлка", "Тайга", "Кнопка", "Вишня",
    "Бродяга", "Кардинал", "Ассоль", "Кеша", "Пилот"];
  const names = [];
  const seen = new Set();
  while (names.length < playerCount) {
    const name = first[next(first.length)] + " " + last[next(last.length)] +
      (next(3) === 0 ? " " + (1 + next(99)) : "");
    if (seen.has(name)) continue;
    seen.add(name);
    names.push(name);
  }
  // Regulars first: the weight of player k falls like 1 / (k + 20).
  const cumulative = [];
  let total = 0;
  for (let k = 0; k < playerCount; k++) { total += 1 / (k + 20); cumulative.push(total); }
  const draw = () => {
    const x = (next(1e9) / 1e9) * total;
    let lo = 0, hi = playerCount - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1; else hi = mid;
    }
    return lo;
  };
  const typed = (name) => {
    const roll = next(100);
    if (roll < 4) return name.toLowerCase();
    if (roll < 8) return name + " ";
    if (roll < 11) return name.replace("ё", "е");
    if (roll < 13) return " " + name.replace(" ", "  ");
    return name;
  };
  const roles = ["Мирный", "Мирный", "Мирный", "Мирный", "Мирный", "Мирный",
    "Шериф", "Мафия", "Мафия", "Дон"];
  const rows = [["Игра", "Дата", "Место", "Игрок", "Роль", "Победили", "Убит в первую ночь",
    "Лучший ход", "Правильная кандидатура", "Лучший игрок", "Замечания", "Удаление", "Доп. баллы",
    "Комментарий"]];
  for (let g = 1; g <= gameCount; g++) {
    const deal = roles.slice();
    for (let i = deal.length - 1; i > 0; i--) {
      const j = next(i + 1); const t = deal[i]; deal[i] = deal[j]; deal[j] = t;
    }
    const table = [];
    while (table.length < 10) { const p = draw(); if (!table.includes(p)) table.push(p); }
    const winner = next(100) < 55 ? "Красные" : "Чёрные";
    const killed = next(100) < 85 ? next(10) : -1;
    const best = next(10);
    const date = new Date(2026, 0, 1 + Math.floor(g / 40));
    for (let s = 0; s < 10; s++) {
      const red = deal[s] === "Мирный" || deal[s] === "Шериф";
      let move = "";
      if (s === killed && red && next(10) < 7) {
        if (next(10) < 6) move = next(4);
        else {
          const a = 1 + next(10), b = 1 + ((a + next(8)) % 10), c = 1 + ((b + next(8)) % 10);
          move = [a, b, c].filter((x, i, all) => x !== s + 1 && all.indexOf(x) === i).join(" ");
          if (move.split(" ").length < 2) move = "";
        }
      }
      const extra = next(10) < 3 ? [0.1, 0.2, 0.3, 0.4, 0.5, -0.3][next(6)] : "";
      rows.push([g, date, s + 1, typed(names[table[s]]), deal[s], winner, s === killed, move,
        next(4) === 0 ? 1 : 0, s === best, next(7) === 0 ? 1 : 0, next(200) === 0, extra,
        next(50) === 0 ? "опоздал" : ""]);
    }
  }
  return rows;
}
`;
