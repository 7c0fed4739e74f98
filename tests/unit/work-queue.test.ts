/**
 * The work queue (server/work-queue.ts) of the password checks and the photo decodes: a few run
 * at once, a few wait, the rest are refused at once; a task with priority goes ahead of the
 * waiting ones and is never refused; the place a task frees passes straight to the next.
 */
import { describe, expect, test } from "vitest";
import { createWorkQueue } from "../../server/work-queue.ts";

class Busy extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that ends when the test says so. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

describe("a work queue", () => {
  test("two at once, three waiting, the rest refused at once; priority first and never refused", async () => {
    const gate = createWorkQueue(2, 3, () => new Busy());
    const started: string[] = [];
    const tasks = new Map<string, ReturnType<typeof held>>();
    const run = (name: string, priority = false) => {
      const hold = held();
      tasks.set(name, hold);
      return gate.run(
        async () => {
          started.push(name);
          await hold.task();
          return name;
        },
        { priority },
      );
    };
    const running = [run("a"), run("b"), run("c"), run("d"), run("e")];
    await sleep(0);
    expect(started).toEqual(["a", "b"]);
    expect(gate.full()).toBe(true);
    await expect(run("f")).rejects.toBeInstanceOf(Busy);
    const urgent = run("device", true);
    tasks.get("a")?.finish();
    await running[0];
    // The freed place goes to the priority check, ahead of c, d and e.
    await expect.poll(() => started).toEqual(["a", "b", "device"]);
    tasks.get("device")?.finish();
    await urgent;
    await expect.poll(() => started).toEqual(["a", "b", "device", "c"]);
    for (const name of ["b", "c", "d", "e"]) tasks.get(name)?.finish();
    expect(await Promise.all(running)).toEqual(["a", "b", "c", "d", "e"]);
    expect(gate.full()).toBe(false);
  });
});

test("runIfRoom: undefined at once when full, run in turn otherwise", async () => {
  const queue = createWorkQueue(1, 1, () => new Busy());
  let finish = () => {};
  const first = queue.run(() => new Promise<string>((resolve) => (finish = () => resolve("first"))));
  const second = queue.runIfRoom(async () => "second");
  expect(queue.size()).toBe(2);
  expect(await queue.runIfRoom(async () => "third")).toBeUndefined();
  finish();
  expect(await first).toBe("first");
  expect(await second).toBe("second");
  expect(queue.size()).toBe(0);
});
