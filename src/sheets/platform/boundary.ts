import type { Lang } from "../../engine";
import { userMessage } from "./errors";
import { langOfLocale } from "./locale";
import { appsScriptServices, type Services } from "./services";

/**
 * The edge of a sidebar call: whatever goes wrong reaches google.script.run's failure handler
 * as one Error whose message is the user's text — a refusal in their words, never a stack.
 */
export function storeCall<T>(
  run: (services: Services) => T,
  services: Services = appsScriptServices(),
): T {
  try {
    return run(services);
  } catch (error) {
    throw new Error(userMessage(error, safeLang(services)), { cause: error });
  }
}

function safeLang(services: Services): Lang {
  try {
    return langOfLocale(services.spreadsheetApp.getActive().getSpreadsheetLocale());
  } catch {
    return "en";
  }
}
