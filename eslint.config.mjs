// Lint: typescript-eslint's type-aware rules over the TypeScript of src/, test/ and scripts/ (and
// vitest.config.ts), its rules without type information over the plain JavaScript of bench/,
// bin/ and scripts/, and the architecture's import rules (docs/architecture.md): each layer
// imports only the layers below it.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A layer's forbidden imports, as `no-restricted-imports` patterns. */
const forbid = (...layers) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: layers.map((layer) => ({
        group: [`**/${layer}`, `**/${layer}/**`],
        message: `this layer may not import ${layer}/ (docs/architecture.md)`,
      })),
    },
  ],
});

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
  // The layers (docs/architecture.md).
  {
    files: ["src/engine/**"],
    rules: forbid("sheets", "pages", "cli", "functions", "protocol", "seating"),
  },
  { files: ["src/seating/**"], rules: forbid("sheets", "pages", "cli", "functions", "protocol") },
  { files: ["src/protocol/**"], rules: forbid("sheets", "pages", "cli", "functions") },
  { files: ["src/functions/**"], rules: forbid("sheets", "pages", "cli", "protocol", "seating") },
  { files: ["src/sheets/**"], rules: forbid("pages", "cli", "functions") },
  { files: ["src/pages/**"], rules: forbid("sheets", "cli", "functions") },
  { files: ["src/cli/**"], rules: forbid("sheets", "pages", "functions", "protocol") },
);
