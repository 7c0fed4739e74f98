/**
 * The steps of a publish as the editing screen names them. A build's own output says where it is:
 * each of the build's scripts writes a line when it ends (scripts/ and React Router's prerender),
 * and that line starts the next step. Then the publisher switches the site to the new build.
 */

/** The first step, before the build has written anything. */
export const firstStep = "Checking the content";
/** After the build: the new pages are served (activation.ts). */
export const switchStep = "Switching the site to the new pages";

/** Each step after the first, and the line of the build's output that starts it, in order. */
const steps: readonly { startsWith: RegExp; step: string }[] = [
  { startsWith: /^content: /m, step: "Building the site's code" },
  { startsWith: /^Prerender \(/m, step: "Writing the pages" },
  { startsWith: /^news feed: /m, step: "Compressing the pages" },
  { startsWith: /^precompress: /m, step: "Checking the pages' sizes" },
];

/**
 * Follows a build's output: `read(chunk)` for each piece of it, `step()` for where it is. A line
 * split between two pieces is read whole.
 */
export function followBuildSteps(): { read(chunk: string): void; step(): string } {
  let next = 0;
  let current = firstStep;
  let partial = "";
  return {
    read(chunk) {
      const text = partial + chunk;
      const end = text.lastIndexOf("\n");
      partial = text.slice(end + 1).slice(-1024);
      const lines = text.slice(0, end + 1);
      for (let index = next; index < steps.length; index++) {
        const rule = steps[index];
        if (rule?.startsWith.test(lines)) {
          current = rule.step;
          next = index + 1;
        }
      }
    },
    step: () => current,
  };
}
