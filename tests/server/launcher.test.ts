/**
 * The launcher (server/launcher.ts) runs commands as execFile does, from a process of its own: the
 * server never forks for them. Output as text or bytes, standard input, a failure with the
 * command's standard error, a timeout; and a launcher that stops is replaced by the next command.
 */
import { describe, expect, test } from "vitest";
import { LaunchError, launch } from "../../server/launcher.ts";

const options = {
  cwd: process.cwd(),
  env: { PATH: process.env.PATH ?? "" },
  encoding: "utf8",
  maxBuffer: 1 << 20,
  timeout: 0,
} as const;

describe("the launcher", () => {
  test("starts commands from its own process, not from this one", async () => {
    const { stdout } = await launch("sh", ["-c", "echo $PPID"], options);
    const parent = Number(String(stdout).trim());
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
  });

  test("passes the arguments as they are, with no shell, and returns text", async () => {
    const { stdout } = await launch("printf", ["%s|", "a b", "$HOME", "; rm -rf /"], options);
    expect(stdout).toBe("a b|$HOME|; rm -rf /|");
  });

  test("returns bytes as a Buffer, and feeds standard input", async () => {
    const { stdout } = await launch("cat", [], { ...options, encoding: "buffer" }, "ü\u0000x");
    expect(Buffer.isBuffer(stdout)).toBe(true);
    expect(stdout).toEqual(Buffer.from("ü\u0000x"));
  });

  test("a failure carries the command's standard error", async () => {
    const failed = launch("sh", ["-c", "echo 'fatal: not a repository' >&2; exit 128"], options);
    await expect(failed).rejects.toBeInstanceOf(LaunchError);
    await expect(failed).rejects.toMatchObject({ stderr: "fatal: not a repository\n" });
  });

  test("a command that cannot start fails, and the same launcher goes on", async () => {
    const launcherPid = async () => Number(String((await launch("sh", ["-c", "echo $PPID"], options)).stdout).trim());
    const before = await launcherPid();
    await expect(launch("no-such-command-here", [], options)).rejects.toBeInstanceOf(LaunchError);
    await expect(launch("printf", ["ok"], { ...options, cwd: "/no/such/folder" })).rejects.toBeInstanceOf(LaunchError);
    await expect(launch("printf", ["bad\u0000argument"], options)).rejects.toBeInstanceOf(LaunchError);
    expect((await launch("printf", ["ok"], options)).stdout).toBe("ok");
    expect(await launcherPid()).toBe(before);
  });

  test("a command over its time is stopped and fails", async () => {
    const started = performance.now();
    await expect(launch("sleep", ["30"], { ...options, timeout: 200 })).rejects.toBeInstanceOf(LaunchError);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  test("a launcher that stops fails what was under way, and the next command starts a new one", async () => {
    const { stdout } = await launch("sh", ["-c", "echo $PPID"], options);
    const first = Number(String(stdout).trim());
    const under = launch("sleep", ["30"], options);
    process.kill(first, "SIGKILL");
    await expect(under).rejects.toThrow("the launcher process stopped");
    const again = await launch("sh", ["-c", "echo $PPID"], options);
    const second = Number(String(again.stdout).trim());
    expect(second).not.toBe(first);
    expect(second).not.toBe(process.pid);
  });
});
