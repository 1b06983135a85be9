import { TABLE_SIZE } from "../engine";
import { shuffleInPlace, type Random } from "./random";

/**
 * Seat order for every game so that each player sits in every seat ⌊G/10⌋ or ⌈G/10⌉ times
 * (for G = 10, exactly once each).
 *
 * Games and players form a bipartite graph, one edge per player in a game; a seat is a colour
 * of an edge, and a game's ten edges must get ten different colours. Each player is split into
 * "chunks" of at most ten of their games; then no vertex has more than ten edges and König's
 * theorem gives a proper colouring with ten colours. A chunk uses each colour at most once, so
 * a player with q full chunks and one of r games has every seat q or q + 1 times. The colouring
 * is built edge by edge, flipping an alternating two-colour path when the two ends have no
 * common free colour (the textbook proof of König's theorem, O(edges × vertices)).
 *
 * @param tables each game's ten players in any order, games in the order they are played
 * @returns each game's players in seat order
 */
export function assignSeats(
  tables: readonly (readonly number[])[],
  playerCount: number,
  random: Random,
): number[][] {
  const gameCount = tables.length;
  const gamesSoFar = new Int32Array(playerCount);
  const chunkIds = new Map<number, number>();
  const edgeGame: number[] = [];
  const edgeChunk: number[] = [];
  const edgePlayer: number[] = [];
  tables.forEach((players, game) => {
    for (const player of players) {
      const chunkKey = player * 1000 + Math.floor((gamesSoFar[player] as number) / TABLE_SIZE);
      gamesSoFar[player] = (gamesSoFar[player] as number) + 1;
      if (!chunkIds.has(chunkKey)) chunkIds.set(chunkKey, gameCount + chunkIds.size);
      edgeGame.push(game);
      edgeChunk.push(chunkIds.get(chunkKey) as number);
      edgePlayer.push(player);
    }
  });
  const vertexCount = gameCount + chunkIds.size;
  // edgeAt[vertex * 10 + colour]: the edge of that colour at that vertex, or −1.
  const edgeAt = new Int32Array(vertexCount * TABLE_SIZE).fill(-1);
  const colour = new Int32Array(edgeGame.length).fill(-1);
  const other = (edge: number, vertex: number): number =>
    edgeGame[edge] === vertex ? (edgeChunk[edge] as number) : (edgeGame[edge] as number);
  const freeColour = (vertex: number): number => {
    for (let c = 0; c < TABLE_SIZE; c++) if (edgeAt[vertex * TABLE_SIZE + c] === -1) return c;
    // cannot happen: chunks hold ten games at most
    throw new Error("seating: a vertex with more than ten edges");
  };

  const order = shuffleInPlace(
    Array.from({ length: edgeGame.length }, (_, e) => e),
    random,
  );
  for (const edge of order) {
    const game = edgeGame[edge] as number;
    const chunk = edgeChunk[edge] as number;
    const alpha = freeColour(game);
    const beta = freeColour(chunk);
    if (edgeAt[chunk * TABLE_SIZE + alpha] !== -1) {
      // Swap alpha and beta along the path from `chunk` that starts with its alpha edge; in a
      // bipartite graph the path cannot reach `game`, and afterwards alpha is free at both ends.
      const path: number[] = [];
      let vertex = chunk;
      let c = alpha;
      for (
        let e = edgeAt[vertex * TABLE_SIZE + c] as number;
        e !== -1;
        e = edgeAt[vertex * TABLE_SIZE + c] as number
      ) {
        path.push(e);
        vertex = other(e, vertex);
        c = c === alpha ? beta : alpha;
      }
      for (const e of path) {
        edgeAt[(edgeGame[e] as number) * TABLE_SIZE + (colour[e] as number)] = -1;
        edgeAt[(edgeChunk[e] as number) * TABLE_SIZE + (colour[e] as number)] = -1;
      }
      for (const e of path) {
        colour[e] = colour[e] === alpha ? beta : alpha;
        edgeAt[(edgeGame[e] as number) * TABLE_SIZE + colour[e]] = e;
        edgeAt[(edgeChunk[e] as number) * TABLE_SIZE + colour[e]] = e;
      }
    }
    colour[edge] = alpha;
    edgeAt[game * TABLE_SIZE + alpha] = edge;
    edgeAt[chunk * TABLE_SIZE + alpha] = edge;
  }

  return tables.map((_, game) =>
    Array.from(
      { length: TABLE_SIZE },
      (_, seat) => edgePlayer[edgeAt[game * TABLE_SIZE + seat] as number] as number,
    ),
  );
}
