/**
 * The one escape for text written into markup by hand: HTML templates the server fills in, and
 * the XML and SVG the build writes (sitemap, feed, media). Escapes the five characters as React
 * does, so that a value reads the same in a page React rendered and in one filled in by hand.
 */
const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** `text` safe for character data and for a quoted attribute value, in HTML and in XML. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}
