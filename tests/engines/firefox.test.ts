import { adminJourney } from "./admin-journey.ts";
import { firefox, firefoxPath, requireBrowser } from "./engines.ts";
import { insightsJourney } from "./insights-journey.ts";
import { smoke } from "./journeys.ts";

requireBrowser("Firefox ESR", firefoxPath);
smoke("Firefox", firefox);
adminJourney("Firefox", firefox);
insightsJourney("Firefox", firefox);
