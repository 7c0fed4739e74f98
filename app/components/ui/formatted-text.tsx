import type { RichText } from "../../../core/copy/rich-text.ts";

/** Renders rich text: emphasised runs become <em>, styled by the element that holds them. */
export function FormattedText({ value }: { value: RichText }) {
  return (
    <>
      {value.map((run, index) =>
        run.em ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are static and never reorder
          <em key={index}>{run.text}</em>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
