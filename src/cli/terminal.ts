/**
 * Where the command line writes, and where it reads files from: the process in bin (main.ts),
 * an object collecting the text in the tests. Only main.ts touches `process`.
 */
import path from "node:path";
import { showControls } from "./terminalText";

export interface Terminal {
  /** Standard output: the standings, the tables, the usage asked for. */
  readonly stdout: (text: string) => void;
  /** Standard error: every problem, warning and usage mistake. */
  readonly stderr: (text: string) => void;
  /** Standard input's bytes, read when a command is given the file «-». */
  readonly stdin: () => Uint8Array;
  /** The folder relative file names are read from. */
  readonly cwd: string;
}

/** The one way out to the terminal: whatever the text holds, control characters arrive escaped. */
export function print(write: (text: string) => void, text: string): void {
  write(showControls(text));
}

/** A file named on the command line, as the file system finds it from the terminal's folder. */
export function located(terminal: Terminal, file: string): string {
  return path.resolve(terminal.cwd, file);
}
