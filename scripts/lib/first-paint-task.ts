/**
 * The main-thread task that stands between a page's stylesheet and its first paint, read from a
 * Chromium performance trace with Lighthouse's own trace processing (tracehouse): the page's
 * main thread, its time origin, FCP and LCP, and the tree of trace events inside each task.
 */
import type { Trace, TraceEvent } from "lighthouse";
import { MainThreadTasks, type TaskNode } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

export interface FirstPaintTask {
  /** Milliseconds from the navigation's start. */
  stylesheetEndMs: number;
  fcpMs: number;
  lcpMs: number | undefined;
  /** The longest main-thread task between the stylesheet's arrival and FCP (wall time, ms). */
  startMs: number;
  durationMs: number;
  /** Its thread (CPU) time, less sensitive than the wall time to other processes on the machine. */
  threadMs: number;
  /** Self time per trace event name inside the task (ms), largest first. */
  breakdown: { name: string; ms: number }[];
  /** Elements whose style the task computed (UpdateLayoutTree's elementCount, summed). */
  elementsStyled: number;
  /** Layout objects in the tree its layout walked (Layout's totalObjects, largest). */
  layoutObjects: number;
  /** Every other main-thread task in the same window (ms), for completeness. */
  otherTasksMs: number;
}

/** A number from an event's arguments that Lighthouse's types do not name. */
function numberArg(event: TraceEvent, ...path: string[]): number {
  let value: unknown = event.args;
  for (const key of path) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : 0;
  return typeof value === "number" ? value : 0;
}

/** When (ms from the time origin) the last stylesheet that arrived before FCP finished loading. */
function stylesheetEnd(events: TraceEvent[], originTs: number, fcpTs: number): number {
  const stylesheets = new Set(
    events
      .filter((e) => e.name === "ResourceReceiveResponse" && e.args.data?.mimeType === "text/css")
      .map((e) => e.args.data?.requestId),
  );
  const ends = events
    .filter((e) => e.name === "ResourceFinish" && stylesheets.has(e.args.data?.requestId) && e.ts < fcpTs)
    .map((e) => e.ts);
  if (!ends.length) throw new Error("first paint: no stylesheet finished loading before FCP");
  return (Math.max(...ends) - originTs) / 1000;
}

/** Every node of a task's tree, the task included. */
function nodesOf(task: TaskNode): TaskNode[] {
  return [task, ...task.children.flatMap(nodesOf)];
}

function breakdownOf(task: TaskNode): FirstPaintTask["breakdown"] {
  const selfTimes = new Map<string, number>();
  for (const node of nodesOf(task)) {
    const name = node === task ? `${node.event.name} (not attributed)` : node.event.name;
    selfTimes.set(name, (selfTimes.get(name) ?? 0) + node.selfTime);
  }
  return [...selfTimes].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** Reads the first-paint task of the trace's navigation. */
export function firstPaintTask(trace: Trace): FirstPaintTask {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const originTs = processed.timeOriginEvt.ts;
  const fcpMs = navigation.timings.firstContentfulPaint;
  const stylesheetEndMs = stylesheetEnd(trace.traceEvents, originTs, navigation.timestamps.firstContentfulPaint);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    navigation.timestamps.traceEnd,
    originTs,
  ).filter((task) => !task.parent && task.endTime > stylesheetEndMs && task.startTime < fcpMs);
  // The longest task in the window: the one that styles, lays out and paints the document once
  // the stylesheet is there (a later, smaller task may paint the frame that counts as FCP).
  const task = [...tasks].sort((a, b) => b.duration - a.duration)[0];
  if (!task) throw new Error("first paint: no main-thread task between the stylesheet and FCP");
  const nodes = nodesOf(task);
  return {
    stylesheetEndMs,
    fcpMs,
    lcpMs: navigation.timings.largestContentfulPaint,
    startMs: task.startTime,
    durationMs: task.duration,
    threadMs: ((task.event as TraceEvent & { tdur?: number }).tdur ?? Number.NaN) / 1000,
    breakdown: breakdownOf(task),
    elementsStyled: nodes
      .filter((node) => node.event.name === "UpdateLayoutTree")
      .reduce((sum, node) => sum + numberArg(node.event, "elementCount"), 0),
    layoutObjects: Math.max(
      0,
      ...nodes
        .filter((node) => node.event.name === "Layout")
        .map((node) => numberArg(node.event, "beginData", "totalObjects")),
    ),
    otherTasksMs: tasks.filter((other) => other !== task).reduce((sum, other) => sum + other.duration, 0),
  };
}
