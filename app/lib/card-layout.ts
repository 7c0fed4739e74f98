/**
 * Pure layout rules of the service card grid, kept apart from React so they can be unit-tested.
 *
 * Small screens: one column. Medium: a 4-column base where each card spans 2 (two a row).
 * Large: a 6-column base where each card spans 2 (three a row). Cards left over in the last row
 * widen so the row is always filled: one leftover spans the whole row, two leftovers on a large
 * screen span 3 columns each.
 */
export interface CardSpan {
  /** Columns of the 4-column medium grid: 2, or 4 for a lone last card. */
  md: 2 | 4;
  /** Columns of the 6-column large grid: 2, or 3 / 6 for leftovers. */
  lg: 2 | 3 | 6;
}

/** Column spans of each of `count` cards, in order. */
export function cardSpans(count: number): CardSpan[] {
  const mdLeftover = count % 2;
  const lgLeftover = count % 3;
  return Array.from({ length: count }, (_, index) => {
    const fromEnd = count - index;
    const md = mdLeftover === 1 && fromEnd === 1 ? 4 : 2;
    let lg: CardSpan["lg"] = 2;
    if (lgLeftover === 1 && fromEnd === 1) lg = 6;
    if (lgLeftover === 2 && fromEnd <= 2) lg = 3;
    return { md, lg };
  });
}

/** The three pastel backgrounds of digital service cards, each with its matching border. */
export const pastelTones = ["peach", "sky", "mint"] as const;
export type PastelTone = (typeof pastelTones)[number];

/**
 * The deterministic tone sequence (peach, sky, mint, peach ...) used in the prerendered HTML and
 * while hydrating, so server and client render the same markup.
 */
export function cyclicTones(count: number): PastelTone[] {
  return Array.from({ length: count }, (_, index) => pastelTones[index % pastelTones.length] as PastelTone);
}

/**
 * A random tone per card, never the same tone twice in a row: the first is any of the three,
 * each next one is one of the two tones that differ from its predecessor.
 * `random` returns a number in [0, 1), like Math.random.
 */
export function randomTones(count: number, random: () => number = Math.random): PastelTone[] {
  const tones: PastelTone[] = [];
  for (let index = 0; index < count; index++) {
    const previous = tones[index - 1];
    const choices = pastelTones.filter((tone) => tone !== previous);
    const pick = Math.min(choices.length - 1, Math.floor(random() * choices.length));
    tones.push(choices[pick] as PastelTone);
  }
  return tones;
}
