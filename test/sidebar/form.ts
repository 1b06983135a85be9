/** Driving the sidebar the way a judge does, through the public control names (issue #4). */
import type { Page } from "playwright-core";
import type { Role } from "../../src/engine";
import type { GameInput, SeatInput } from "./fixtures";

export const control = (name: string): string => `[name="${name}"]`;
export const seatControl = (seat: number, field: string): string => control(`seat${seat}.${field}`);

/** How many ArrowDown presses move a role select from Civilian (the start) to `role`. */
const ROLE_STEPS: Readonly<Record<Role, number>> = { civilian: 0, sheriff: 1, mafia: 2, don: 3 };

/**
 * Enters seat after seat by keyboard only, from the first player's field: type, Tab along the
 * seat (role by arrow keys, ticks by Space), Tab to the next seat.
 * Tab order is asserted on the way.
 */
export async function typeSeats(page: Page, seats: readonly SeatInput[]): Promise<void> {
  const focused = (): Promise<string | null> =>
    page.evaluate(() => document.activeElement?.getAttribute("name") ?? null);
  const expectFocus = async (name: string): Promise<void> => {
    const actual = await focused();
    if (actual !== name) throw new Error(`focus is on ${String(actual)}, expected ${name}`);
  };
  for (const [i, seat] of seats.entries()) {
    const n = i + 1;
    await expectFocus(`seat${n}.player`);
    await page.keyboard.type(seat.player);
    await page.keyboard.press("Tab");
    await expectFocus(`seat${n}.role`);
    for (let k = 0; k < ROLE_STEPS[seat.role]; k++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expectFocus(`seat${n}.firstKilled`);
    if (seat.firstKilled) await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    // The best move field takes focus only once its seat is marked killed first night.
    if (seat.firstKilled) {
      await expectFocus(`seat${n}.bestMove`);
      await page.keyboard.type(seat.bestMove ?? "");
      await page.keyboard.press("Tab");
    }
    await expectFocus(`seat${n}.correct`);
    if (seat.correct) await page.keyboard.type(String(seat.correct));
    await page.keyboard.press("Tab");
    await expectFocus(`seat${n}.bestPlayer`);
    if (seat.bestPlayer) await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expectFocus(`seat${n}.remarks`);
    if (seat.remarks) await page.keyboard.type(String(seat.remarks));
    await page.keyboard.press("Tab");
    await expectFocus(`seat${n}.removed`);
    if (seat.removed) await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expectFocus(`seat${n}.extra`);
    if (seat.extra !== undefined) await page.keyboard.type(String(seat.extra));
    // No team field: the tournament has no teams (test/sidebar/team.test.ts has them).
    if (n < seats.length) await page.keyboard.press("Tab");
  }
}

/** Enters a game with the mouse: fills, picks from selects, clicks ticks and the winner. */
export async function clickGame(page: Page, game: GameInput): Promise<void> {
  await page.click(`${control("winner")}[value="${game.winner}"]`);
  if (game.date) await page.fill(control("date"), game.date);
  for (const [i, seat] of game.seats.entries()) {
    const n = i + 1;
    await page.fill(seatControl(n, "player"), seat.player);
    await page.selectOption(seatControl(n, "role"), seat.role);
    if (seat.firstKilled) {
      await page.click(seatControl(n, "firstKilled"));
      await page.fill(seatControl(n, "bestMove"), seat.bestMove ?? "");
    }
    if (seat.correct) await page.fill(seatControl(n, "correct"), String(seat.correct));
    if (seat.bestPlayer) await page.click(seatControl(n, "bestPlayer"));
    if (seat.remarks) await page.fill(seatControl(n, "remarks"), String(seat.remarks));
    if (seat.removed) await page.click(seatControl(n, "removed"));
    if (seat.extra !== undefined) await page.fill(seatControl(n, "extra"), String(seat.extra));
  }
}

/** Each seat's points as shown (null where none is shown). */
export function shownPoints(page: Page): Promise<(number | null)[]> {
  return page.$$eval("[data-points-seat]", (cells) =>
    cells.map((cell) =>
      (cell as HTMLElement).dataset.value ? Number((cell as HTMLElement).dataset.value) : null,
    ),
  );
}

export function problems(page: Page): Promise<string[]> {
  return page.$$eval(".problems li", (items) => items.map((item) => item.textContent ?? ""));
}

/** Every named control's value, to prove nothing typed was lost. */
export function formSnapshot(page: Page): Promise<Record<string, string | boolean>> {
  return page.$$eval("form [name]", (elements) => {
    const out: Record<string, string | boolean> = {};
    for (const element of elements) {
      const input = element as HTMLInputElement;
      if (input.type === "radio") {
        if (input.checked) out[input.name] = input.value;
      } else if (input.type === "checkbox") out[input.name] = input.checked;
      else if (input.name) out[input.name] = input.value;
    }
    return out;
  });
}

export const saveButton = (page: Page, name: "Сохранить" | "Save" = "Сохранить") =>
  page.getByRole("button", { name, exact: true });

/**
 * Waits until the id field shows `id`: the form is ready before the server has said the next
 * free id (at its opening, as after a save), which fills in when the answer comes.
 */
export async function gameIdShown(page: Page, id: string): Promise<void> {
  try {
    await page.waitForFunction(
      (want) => document.querySelector<HTMLInputElement>('[name="game"]')?.value === want,
      id,
    );
  } catch (error) {
    const shown = await page.inputValue(control("game"));
    throw new Error(`the game id field shows «${shown}», not «${id}»`, { cause: error });
  }
}

/** The players' names the player fields suggest, in order. */
export function suggestedPlayers(page: Page): Promise<string[]> {
  return page.$$eval("#players option", (options) =>
    options.map((option) => (option as HTMLOptionElement).value),
  );
}
