/**
 * Every function a page may call on the server through google.script.run, as the pages see it:
 * the contract between src/pages and src/main.ts (each is a top-level function of dist/Code.js
 * of the same name; a bundle test checks). A renamed or re-typed function breaks the build.
 */
import type { GameStoreApi } from "./gamePayload";
import type { PlayerCardApi } from "./playerCard";
import type { SeatingApi } from "./seatingSchedule";

export interface ServerFunctions extends GameStoreApi, SeatingApi, PlayerCardApi {}

export type ServerName = keyof ServerFunctions;
