// @ts-check
/**
 * Runs before Decap's bundle: Decap is started by cms/screen.js once the screen's own parts are
 * registered (its documented manual initialisation), so none of them races the loading of config.yml.
 */
Reflect.set(window, "CMS_MANUAL_INIT", true);
