/**
 * Text with emphasised runs, for headings whose key words are set in the accent style.
 * Modelled as data so content never carries markup:
 *   heading: [{ text: "Peer review that " }, { text: "keeps pace", em: true }]
 */
export interface TextRun {
  text: string;
  /** Rendered as <em>, styled by the heading that holds it. */
  em?: boolean;
}

export type RichText = readonly TextRun[];

/** The text of a rich heading without its emphasis, for titles and meta tags. */
export function plainText(value: RichText): string {
  return value.map((run) => run.text).join("");
}
