import { adminJourney } from "./admin-journey.ts";
import { miniBrowserPath, requireBrowser, webkit } from "./engines.ts";
import { insightsJourney } from "./insights-journey.ts";
import { smoke } from "./journeys.ts";

requireBrowser("WebKitGTK's MiniBrowser", miniBrowserPath);
smoke("WebKit", webkit);
adminJourney("WebKit", webkit);
insightsJourney("WebKit", webkit);
