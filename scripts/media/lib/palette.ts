/** The site's colours (the design tokens of app/app.css) plus a few tints used in illustrations. */
export const palette = {
  ink: "#14284b",
  inkDark: "#0c1a33",
  inkMid: "#2f5a9e",
  inkLight: "#e7eef8",
  /** Between inkMid and inkLight, for illustration fills. */
  inkSoft: "#bfd0ea",
  accent: "#f76707",
  accentDark: "#c2410c",
  /** Very light orange for highlights in illustrations. */
  accentLight: "#ffe8d4",
  paper: "#f7f5f0",
  /** Slightly darker paper for shadows and page edges. */
  paperShade: "#e9e4d8",
  text: "#1a1f2b",
  muted: "#5b6577",
  rule: "#d5dbe5",
  white: "#ffffff",
  /** Calm monochrome for the client logo strip. */
  clientInk: "#3b4454",
} as const;
