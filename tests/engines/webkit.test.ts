import { miniBrowserPath, requireBrowser, webkit } from "./engines.ts";
import { smoke } from "./journeys.ts";

requireBrowser("WebKitGTK's MiniBrowser", miniBrowserPath);
smoke("WebKit", webkit);
