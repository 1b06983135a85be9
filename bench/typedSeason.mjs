// A season typed as Sheets hands a plain sheet over to a custom function: plainSeason.mjs's
// games, with counts as numbers or "" where the judge left them blank, best moves as text such
// as «4 5 6» (three seats other than the one who names them), and every text cell its own
// string (Sheets makes a new one for each cell it hands over: nothing is shared between rows,
// as it is in the plain season). Numbers, booleans and "" for blanks as in the plain season.
// The source runs inside the bench's vm context, so its arrays and strings are the context's.
import { PLAIN_SEASON_SOURCE } from "./plainSeason.mjs";

export const TYPED_SEASON_SOURCE = `${PLAIN_SEASON_SOURCE}
function makeTypedSeason(gameCount, playerCount) {
  // A string of its own, as each cell Sheets hands over is: built from its char codes.
  const own = (text) => String.fromCharCode.apply(null, Array.from(text, (c) => c.charCodeAt(0)));
  const blankOr = (n) => (n === 0 ? "" : n);
  const [header, ...rows] = makePlainSeason(gameCount, playerCount);
  const [game, seat, player, role, winner, killed, move, correct, best, remarks, removed] =
    header.map((_, column) => column);
  const typed = rows.map((row) => {
    const seats = [1, 4, 7].map((step) => ((row[seat] - 1 + step) % 10) + 1);
    return [row[game], row[seat], own(row[player]), own(row[role]), own(row[winner]),
      row[killed], row[move] === "" ? "" : own(seats.sort((a, b) => a - b).join(" ")),
      blankOr(row[correct]), row[best], blankOr(row[remarks]), row[removed]];
  });
  return [header, ...typed];
}
`;
