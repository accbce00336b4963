// How long Chromium's renderer main threads waited for a core, from Linux's own accounting
// (/proc/<pid>/schedstat: nanoseconds on a CPU, nanoseconds runnable but waiting in the run
// queue, time slices). Lighthouse's trace only has a task's wall time (`dur`) and its thread time
// (`tdur`); this tells whether the difference was the thread waiting for a core (another process
// had it) rather than the thread blocked on something of its own. A renderer exits with its tab,
// so its figures are sampled while it runs and the last sample is kept. Linux only; elsewhere it
// reports nothing. Used by scripts/lighthouse.mjs.
import { readdirSync, readFileSync } from 'node:fs';

const SAMPLE_MS = 100;

function readSchedstat(pid) {
  try {
    const [running, waiting] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return { running: running / 1e6, waiting: waiting / 1e6 };
  } catch {
    return null;
  }
}

/** Samples every Chromium renderer's main thread (its process's first thread) until `stop()`; `of(pid)` is the last sample of one. */
export function sampleRenderers() {
  const renderer = new Map();
  const last = new Map();
  const isRenderer = (pid) => {
    if (!renderer.has(pid)) {
      try {
        renderer.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'));
      } catch {
        renderer.set(pid, false);
      }
    }
    return renderer.get(pid);
  };
  const sample = () => {
    let pids;
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const pid of pids) {
      if (!isRenderer(pid)) continue;
      const figures = readSchedstat(pid);
      if (figures) last.set(Number(pid), figures);
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();
  return {
    /** Samples once more (the renderer of the run just ended may still be there). */
    refresh: sample,
    stop: () => clearInterval(timer),
    /** The renderer's main thread over its life so far: ms on a CPU and ms waiting for one (null if never seen). */
    of: (pid) => last.get(pid) ?? null,
  };
}

/** The pid of the audited page's renderer in a Lighthouse trace (the process of its main frame). */
export function rendererPid(trace) {
  const events = trace?.traceEvents ?? [];
  const start = events.find((event) => event.name === 'TracingStartedInBrowser');
  const frame = start?.args?.data?.frames?.find((entry) => !entry.parent) ?? start?.args?.data?.frames?.[0];
  if (frame?.processId) return frame.processId;
  return events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.pid ?? null;
}
