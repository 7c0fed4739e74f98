/** Puppeteer (under pa11y) drives Debian's Chromium or the one Playwright installed: it downloads no browser of its own. */
module.exports = { skipDownload: true };
