/**
 * A command line from the configuration (PUBLISH_RELOAD_COMMAND) split into words as a shell
 * would split a simple command: single or double quotes keep spaces, a backslash escapes one
 * character. Nothing else of a shell's: no variables, globs, pipes or redirections. The words
 * are then run with execFile.
 */

/** The words of a command line; throws on an unclosed quote. */
export function commandWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? "";
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === "\\" && quote === '"' && index + 1 < line.length) word = `${word ?? ""}${line[++index]}`;
      else word = `${word ?? ""}${char}`;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= "";
    } else if (char === "\\" && index + 1 < line.length) {
      word = `${word ?? ""}${line[++index]}`;
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? "") + char;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in the command: ${line}`);
  if (word !== undefined) words.push(word);
  return words;
}
