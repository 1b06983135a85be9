/**
 * docs/sidebar.png: the judges' form with a finished game typed in, as the README shows it: its
 * top (the game's number, date and winner, the first seats), the sidebar's height.
 * Run by `npm run screenshot` (scripts/screenshot.mjs), never by `npm test`: tests must leave
 * the tracked tree as they found it. It drives the same built sidebar, server fake and
 * keyboard steps as test/sidebar/entry.test.ts.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Bridge, launchChromium, openSidebar } from "../test/sidebar/browser";
import { gameA } from "../test/sidebar/fixtures";
import { control, gameIdShown, seatControl, typeSeats } from "../test/sidebar/form";
import { startServer } from "../test/sidebar/gasServer";

export async function takeSidebarScreenshot(file: string): Promise<void> {
  // A Russian organiser's browser: dates read «29.11.2026», not «11/29/2026».
  const browser = await launchChromium("ru_RU.UTF-8");
  try {
    const sidebar = await openSidebar(browser, new Bridge(startServer("ru_RU")), {
      locale: "ru-RU",
    });
    const { page } = sidebar;
    // The next free id fills in after the form is ready: the picture shows it.
    await gameIdShown(page, "1");
    const game = gameA();
    await page.click(`${control("winner")}[value="${game.winner}"]`);
    await page.fill(control("date"), game.date ?? "");
    await page.focus(seatControl(1, "player"));
    await typeSeats(page, game.seats);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Typing the last seat scrolled the form down: the picture shows its top, where the game's
    // number, date and winner are.
    await page.evaluate(() => {
      for (const element of [document.scrollingElement, ...document.querySelectorAll("*")])
        if (element && element.scrollTop > 0) element.scrollTop = 0;
    });
    // Let the last style change reach the screen: the same pixels on every run.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, caret: "hide", animations: "disabled" });
    await sidebar.close();
  } finally {
    await browser.close();
  }
}
