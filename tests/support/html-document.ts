/**
 * A page as a browser's document, for asking what its elements and attributes are whatever the
 * order its markup writes them in. Nothing it names is loaded and no script of it runs.
 */
import { Window } from "happy-dom";

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

export function documentOf(html: string) {
  return new window.DOMParser().parseFromString(html, "text/html");
}
