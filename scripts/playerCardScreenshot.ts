/**
 * docs/player-card.png: the player card of one player of a deterministic tournament (twelve
 * games and a final stored through the game store), chosen by typing in the picker and Enter.
 * Run by `npm run screenshot` (scripts/screenshot.mjs), never by `npm test`. The whole page is
 * taken (the sidebar scrolls), at the sidebar's width.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Bridge, launchChromium, openSidebar } from "../test/sidebar/browser";
import { startServer } from "../test/sidebar/gasServer";
import { cardTournament, playerCardHtml, saveGames } from "../test/sidebar/playerCardPage";

export async function takePlayerCardScreenshot(file: string): Promise<void> {
  // A Russian organiser's browser: dates read «29.11.2026», not «11/29/2026».
  const browser = await launchChromium("ru_RU.UTF-8");
  try {
    const server = startServer("ru_RU");
    saveGames(server, cardTournament());
    const sidebar = await openSidebar(browser, new Bridge(server), {
      locale: "ru-RU",
      html: playerCardHtml(server),
    });
    const { page } = sidebar;
    await page.fill("#player-search", "кира");
    await page.keyboard.press("Enter");
    await page.waitForSelector("html[data-state=ready] article.card");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    // Let the last style change reach the screen: the same pixels on every run.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, caret: "hide", animations: "disabled", fullPage: true });
    await sidebar.close();
  } finally {
    await browser.close();
  }
}
