// What the main thread of an audited page did, read from the trace Lighthouse recorded
// (`result.artifacts.Trace`) with Lighthouse's own task tree, beyond what its report says: for each
// task, its wall time (what Lighthouse counts, `dur`) and the CPU time the thread actually ran
// (`tdur`). On a machine whose cores are busy with other work, a task's wall time also holds the
// time the thread waited for a core: Lighthouse has no event to attribute that to, so it lands in
// whatever event was open (the task itself, hence its "Other" group and long tasks "without a
// script", or a script's evaluation). Used by scripts/lighthouse.mjs.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Lighthouse's simulated phone runs the observed main-thread tasks this many times slower (its default mobile CPU slowdown). */
export const CPU_SLOWDOWN = 4;
/** A task of this observed length or more is a long task on the simulated phone (50 ms at four times slower). */
const LONG_OBSERVED_MS = 50 / CPU_SLOWDOWN;

/** CPU time of a task's event in ms (`tdur`, or the thread clocks of its begin and end), null when the trace has none. */
function cpuOf(task) {
  if (typeof task.event.tdur === 'number') return task.event.tdur / 1000;
  if (typeof task.event.tts === 'number' && typeof task.endEvent?.tts === 'number') return (task.endEvent.tts - task.event.tts) / 1000;
  return null;
}

/**
 * The page's main thread, in observed milliseconds (multiply by CPU_SLOWDOWN for the simulated
 * phone): per Lighthouse group (scriptEvaluation, styleLayout, other, …), its self time on the wall
 * and on the CPU; the long tasks (on the simulated phone), their wall and CPU time, and what each
 * was made of.
 */
export function mainThreadCpu(trace) {
  let tasks;
  try {
    const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
    tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin);
  } catch (error) {
    return { error: String(error), groups: {}, long: [] };
  }
  const groups = {};
  const visit = (task) => {
    const cpu = cpuOf(task);
    const childCpu = task.children.reduce((total, child) => total + (cpuOf(child) ?? 0), 0);
    const group = (groups[task.group.id] ??= { wall: 0, cpu: 0 });
    group.wall += task.selfTime;
    if (cpu !== null) group.cpu += Math.max(0, cpu - childCpu);
    task.children.forEach(visit);
  };
  const topLevel = tasks.filter((task) => !task.parent);
  topLevel.forEach(visit);

  const long = topLevel.filter((task) => task.duration >= LONG_OBSERVED_MS);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  const sum = (list, pick) => list.reduce((total, task) => total + (pick(task) ?? 0), 0);
  const longWithCpu = long.filter((task) => cpuOf(task) !== null);
  const withCpu = topLevel.filter((task) => cpuOf(task) !== null);
  return {
    groups,
    /** All the tasks' wall time, and the part of it the thread was not running (waiting for a core, or blocked). */
    wall: sum(topLevel, (task) => task.duration),
    notRunning: sum(withCpu, (task) => task.duration) - sum(withCpu, cpuOf),
    longWall: sum(long, (task) => task.duration),
    longCpu: sum(longWithCpu, cpuOf),
    /** Wall time of the long tasks not spent running: the thread waited for a core. */
    longWait: sum(longWithCpu, (task) => task.duration) - sum(longWithCpu, cpuOf),
    long: long.map((task) => {
      const children = new Map();
      for (const child of task.children) children.set(child.event.name, (children.get(child.event.name) ?? 0) + child.duration);
      return {
        start: Math.round(task.startTime),
        wall: round(task.duration),
        cpu: round(cpuOf(task)),
        self: round(task.selfTime),
        scripts: task.attributableURLs.length,
        children: [...children]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`),
      };
    }),
  };
}
