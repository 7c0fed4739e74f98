import { adminJourney } from "./admin-journey.ts";
import { firefox, firefoxPath, requireBrowser } from "./engines.ts";
import { smoke } from "./journeys.ts";

requireBrowser("Firefox ESR", firefoxPath);
smoke("Firefox", firefox);
adminJourney("Firefox", firefox);
