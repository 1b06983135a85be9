// Lint: typescript-eslint's type-aware rules over the TypeScript of src/, test/ and scripts/ (and
// vitest.config.ts), its rules without type information over the plain JavaScript of bench/,
// bin/ and scripts/, and the architecture's import rules (docs/architecture.md): each layer
// imports only the layers below it, the engine and the seating through their index.ts, and no
// module of src/ imports itself back through others.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What each layer of src/ may import besides its own files (docs/architecture.md). */
const MAY_IMPORT = {
  engine: [],
  seating: ["engine"],
  protocol: ["engine"],
  functions: ["engine"],
  sheets: ["engine", "protocol", "seating"],
  pages: ["engine", "protocol", "seating"],
  cli: ["engine", "seating"],
};
const LAYERS = Object.keys(MAY_IMPORT);
/** The layers other layers import through their index.ts only. */
const BY_INDEX = ["engine", "seating"];
/** The most folders a file of a layer sits below src/ (src/sheets/games/x.ts: 2). */
const DEEPEST = 3;

/**
 * The import rules of a file `depth` folders below src/, as `no-restricted-imports` patterns
 * (typescript-eslint's, which can let `import type` through): a specifier that climbs `depth`
 * folders has left the file's layer, so what follows names the layer it reaches.
 */
function layerRules(layer, depth) {
  const up = `(\\.\\./){${depth}}`;
  const at = `src/${layer}/${"*/".repeat(depth - 1)}*.ts`;
  const patterns = [
    ...LAYERS.filter((other) => other !== layer && !MAY_IMPORT[layer].includes(other)).map(
      (other) => ({
        regex: `^${up}${other}(/|$)`,
        message: `src/${layer} may not import src/${other} (docs/architecture.md)`,
      }),
    ),
    ...BY_INDEX.filter((other) => MAY_IMPORT[layer].includes(other)).map((other) => ({
      regex: `^${up}${other}/`,
      message: `import src/${other} through its index.ts (docs/architecture.md)`,
    })),
  ];
  return {
    files: [at],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  };
}

export default tseslint.config(
  // What git ignores (.gitignore), and what the build writes.
  {
    ignores: [
      "dist/",
      "build/",
      "node_modules/",
      "coverage/",
      "test-results/",
      "scratch/",
      ".scratch*/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // ignoreRestSiblings: `const { game: _omit, ...rest } = payload` names what it leaves out.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      eqeqeq: ["error", "always", { null: "ignore" }],
      // Prettier wraps code at 100 columns but never splits a string or a comment: this keeps
      // those within 100 too, so the source reads at 100 columns (URLs and regexps may run on).
      "max-len": ["error", { code: 100, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // Plain JavaScript (the build, bench and bin scripts, this file) is outside the TypeScript
    // project: lint it without type information. The spread's languageOptions turn the project
    // service off; they are merged here, not replaced, or the parser would look for these
    // files in the project and fail on each.
    files: ["**/*.mjs", "**/*.js", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    // A function of src/ reads on one or two screens: over 120 lines (blank lines and comments
    // counted), it is split into functions named for what they do.
    files: ["src/**/*.ts"],
    rules: { "max-lines-per-function": ["error", { max: 120, IIFEs: true }] },
  },
  {
    // A test's title and its expected output are often long strings; its code and comments
    // still fit in 100 columns.
    files: ["test/**"],
    rules: {
      "max-len": [
        "error",
        {
          code: 100,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
        },
      ],
    },
  },
  {
    // Finding control characters is what these files are for.
    files: ["src/cli/decode.ts", "src/cli/terminalText.ts"],
    rules: { "no-control-regex": "off" },
  },
  {
    // The command line runs on a Terminal (src/cli/terminal.ts), so the tests run it in
    // process; only its entry, main.ts, hands it the real one.
    files: ["src/cli/**/*.ts"],
    ignores: ["src/cli/main.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "process", message: "src/cli writes to its Terminal; only main.ts has process" },
      ],
    },
  },
  // The layers (docs/architecture.md).
  ...LAYERS.flatMap((layer) =>
    Array.from({ length: DEEPEST }, (_, depth) => layerRules(layer, depth + 1)),
  ),
  {
    // The entry exposes the custom functions and the shell (through their index.ts) and names
    // the protocol's and the engine's types in its signatures: it runs nothing else.
    files: ["src/main.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\./(seating|pages|cli)(/|$)",
              message: "src/main.ts may not import src/seating, src/pages or src/cli",
            },
            {
              regex: "^\\./(engine|sheets|functions)/",
              message: "import src/engine, src/sheets and src/functions through their index.ts",
            },
            {
              regex: "^\\./(engine$|protocol/)",
              allowTypeImports: true,
              message: "src/main.ts may import only types of src/engine and src/protocol",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in src/ (imports of types only do not run, so they do not count).
    files: ["src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
);
