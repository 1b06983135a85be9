/** The add-on's version, as package.json gives it (a test keeps the two the same). */
export const ADDON_VERSION = "0.1.0";
