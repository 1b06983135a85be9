/**
 * The roster in the form: the names the player fields offer, and the seats whose name is not on
 * the roster, which the judge confirms before saving. Names are compared as the engine compares
 * players (playerKey), and the closest roster name is the engine's (closestName).
 */
import { closestName, playerKey } from "../../engine";
import type { FormValues } from "./model";

/** The roster's names first, then the other players of the games not on it, each once. */
export function suggestions(roster: readonly string[], players: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of [...roster, ...players]) {
    const key = playerKey(name);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    names.push(name.trim());
  }
  return names;
}

export interface OffRoster {
  readonly seat: number;
  readonly name: string;
  /** The roster's name near the one typed; undefined when none is near. */
  readonly closest: string | undefined;
}

/** The seats whose player is not on the roster, in seat order; none without a roster. */
export function offRoster(values: FormValues, roster: readonly string[]): OffRoster[] {
  const known = new Set(roster.map((name) => playerKey(name)).filter((key) => key !== ""));
  if (known.size === 0) return [];
  return values.seats.flatMap((seat, i) => {
    const name = seat.player.trim();
    if (name === "" || known.has(playerKey(name))) return [];
    return [{ seat: i + 1, name, closest: closestName(name, roster) }];
  });
}
