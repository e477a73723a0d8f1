/**
 * Where a page's main-thread time goes, from one Lighthouse run: the scripts (Lighthouse's `bootup-time` audit),
 * the long tasks (its `long-tasks` audit) and the functions, from the V8 sampling profile the bench asks Lighthouse
 * to record in its trace (`disabled-by-default-v8.cpu_profiler`). Lighthouse's own figures are in simulated phone
 * time (its 4x slower CPU); the profile's are the machine's, multiplied by the same factor so the two compare.
 */

/** The trace category that adds V8's samples to Lighthouse's trace. */
export const profilerCategory = 'disabled-by-default-v8.cpu_profiler';

/** A script's or a function's place, short: the file name without its directory. */
export function shortUrl(url) {
  if (!url) return '(no script)';
  const path = url.replace(/^[a-z]+:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  return path.slice(path.lastIndexOf('/') + 1) || path;
}

/**
 * The scripts of one run by main-thread time (evaluation and parse), longest first.
 * @param {any} lhr a Lighthouse result
 * @returns {{ script: string, ms: number }[]}
 */
export function scriptTimes(lhr) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return items.map((item) => ({ script: scriptName(lhr, item.url), ms: item.total })).sort((a, b) => b.ms - a.ms);
}

/**
 * A script's name in the bench's lines: the chunk's file name, "(the page's HTML)" for the document itself (its
 * parsing and the inline JSON are counted against its address), "(no script)" for what Lighthouse attributes to none.
 */
function scriptName(lhr, url) {
  if (!url || url === 'Unattributable') return '(no script)';
  const page = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl;
  return page && url.replace(/#.*$/, '') === page.replace(/#.*$/, '') ? "(the page's HTML)" : shortUrl(url);
}

/**
 * The main thread's time of one run by kind of work (Lighthouse's `mainthread-work-breakdown`: script evaluation,
 * style and layout, parsing HTML, garbage collection...), longest first: what the "(no script)" of the scripts' list
 * was made of.
 * @param {any} lhr a Lighthouse result
 * @returns {{ kind: string, ms: number }[]}
 */
export function workKinds(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return items
    .map((item) => ({ kind: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The tasks over 50 ms of one run, in the order they ran, each with the script Lighthouse blames for it.
 * @param {any} lhr a Lighthouse result
 * @returns {{ script: string, startMs: number, ms: number }[]}
 */
export function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .map((item) => ({
      script: scriptName(lhr, item.url),
      startMs: item.startTime,
      ms: item.duration,
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

/**
 * The main thread's tasks after the first contentful paint, timed by the CPU time the thread itself spent in them
 * (the trace's `tdur`) rather than by the wall clock, times `slowdown`; and the blocking time they add up to as
 * Lighthouse counts it (each task's time over 50 ms). On a machine whose cores are shared, the wall clock of a task
 * grows whenever another process holds the core, and Lighthouse's TBT with it; the thread's own CPU time does not:
 * it says whether the page's own work comes in slices short enough.
 * @param {{ traceEvents: any[] }} trace Lighthouse's `artifacts.Trace`
 * @param {number} slowdown the factor Lighthouse's phone runs slower by
 * @param {string} [origin] the page's origin: when given, each long task also names the functions that ran the most
 *   in it (self time, from V8's samples), which is what a task of React's scheduler was really doing
 * @returns {{ blockingMs: number, longTasks: { ms: number, what: string }[] }} the blocking time, and the tasks over
 *   50 ms in phone ms with what they did
 */
export function cpuBlocking(trace, slowdown, origin) {
  const mainThreads = new Set(
    trace.traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, any[]>} the timed events of each renderer's main thread, in the order they began */
  const threads = new Map();
  for (const event of trace.traceEvents) {
    if (event.ph !== 'X' || typeof event.tdur !== 'number') continue;
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread)) continue;
    if (!threads.has(thread)) threads.set(thread, []);
    threads.get(thread)?.push(event);
  }
  // The page's main thread: the renderer's main thread that worked the most.
  let events = [];
  let most = -1;
  for (const list of threads.values()) {
    const total = list.reduce((sum, event) => sum + (event.name === 'RunTask' ? event.tdur : 0), 0);
    if (total > most) [events, most] = [list, total];
  }
  events.sort((a, b) => a.ts - b.ts);
  const pid = events[0]?.pid;
  const paint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ?? 0;
  const phoneMs = (event) => (event.tdur / 1000) * slowdown;
  const samples = origin ? mainThreadSamples(trace, origin) : [];
  const longTasks = [];
  for (const [index, task] of events.entries()) {
    if (task.name !== 'RunTask' || task.ts < paint || phoneMs(task) <= 50) continue;
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < task.ts + task.dur);
    const functions = bySelfTime(inTask, slowdown)
      .slice(0, 3)
      .map((f) => `${f.name} ${f.ms.toFixed(0)}`)
      .join(', ');
    // Whose work it was: the page's outermost function under each sample (a chunk's top level when a module runs),
    // which the self times above do not say when the time is spent in a library (zod's, React's) it called.
    const callers = bySelfTime(
      inTask.flatMap((sample) => (sample.outer ? [{ ...sample, name: sample.outer }] : [])),
      slowdown,
    )
      .slice(0, 2)
      .map((f) => `${f.name} ${f.ms.toFixed(0)}`)
      .join(', ');
    const what = taskContents(events, index, phoneMs);
    longTasks.push({
      ms: phoneMs(task),
      what: [what, functions && `functions: ${functions}`, callers && `from: ${callers}`].filter(Boolean).join('; '),
    });
  }
  return { blockingMs: longTasks.reduce((sum, task) => sum + task.ms - 50, 0), longTasks };
}

/** What a task did, in a few words: the two outermost pieces of work inside it that took the most CPU time. */
function taskContents(events, index, phoneMs) {
  const task = events[index];
  const end = task.ts + task.dur;
  const parts = new Map();
  let outerEnd = -1;
  for (let i = index + 1; i < events.length && events[i].ts < end; i++) {
    const event = events[i];
    const label = workLabel(event);
    if (!label || event.ts < outerEnd) continue;
    outerEnd = event.ts + event.dur;
    parts.set(label, (parts.get(label) ?? 0) + phoneMs(event));
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([label, ms]) => `${label} ${ms.toFixed(0)}`)
    .join(', ');
}

/** The name of one piece of a task's work, or null for the trace's bookkeeping. */
function workLabel(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'FunctionCall':
      return `${data.functionName || '(anonymous)'} ${shortUrl(data.url)}`;
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `run ${shortUrl(data.url ?? event.args?.fileName)}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return `compile ${shortUrl(data.url ?? event.args?.fileName)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
      return 'GC';
    case 'RunMicrotasks':
      return 'microtasks';
    default:
      return null;
  }
}

/** Frames that are not a function of the page: V8's bookkeeping. */
const notFunctions = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/**
 * The V8 samples of the page's main thread, each with when it was taken, how long it stood for and its function's
 * name: from the trace's CPU profile of the renderer main thread that ran the most of `origin`'s code. A profile is
 * announced by a `Profile` event on the thread it samples (its chunks come from the profiler's own thread): only the
 * renderers' main threads count, not a service worker's. Empty when the trace has no profile.
 * @param {{ traceEvents: any[] }} trace Lighthouse's `artifacts.Trace`
 * @param {string} origin the page's origin: only its scripts are named as the page's, the rest is "(browser)"
 * @returns {{ ts: number, us: number, name: string, outer?: string }[]} each sample, with the outermost of the page's
 *   own functions on its stack
 */
function mainThreadSamples(trace, origin) {
  const mainThreads = new Set(
    trace.traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, number>} each main-thread profile's start, in the trace's clock */
  const starts = new Map(
    trace.traceEvents
      .filter((event) => event.name === 'Profile' && mainThreads.has(`${event.pid}:${event.tid}`))
      .map((event) => [`${event.pid}:${event.id}`, Number(event.args?.data?.startTime ?? event.ts ?? 0)]),
  );
  /** @type {Map<string, { nodes: Map<number, any>, samples: number[], deltas: number[] }>} */
  const profiles = new Map();
  for (const event of trace.traceEvents) {
    if (event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id}`;
    if (!starts.has(key)) continue;
    let profile = profiles.get(key);
    if (!profile) profiles.set(key, (profile = { nodes: new Map(), samples: [], deltas: [] }));
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  let best = [];
  let bestOwn = 0;
  for (const [key, profile] of profiles) {
    const samples = [];
    let own = 0;
    let ts = starts.get(key) ?? 0;
    // timeDeltas[i] is the time from sample i-1 to sample i: sample i ran until sample i+1.
    const frameName = (frame) =>
      frame.url?.startsWith(origin)
        ? `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`
        : frame.url
          ? '(browser)'
          : `${frame.functionName} (native)`;
    // A node's caller: Chrome's chunks give each node its `parent`; a profile that lists `children` instead says it
    // the other way round.
    const parents = new Map();
    for (const node of profile.nodes.values()) {
      if (node.parent !== undefined) parents.set(node.id, node.parent);
      for (const child of node.children ?? []) parents.set(child, node.id);
    }
    /** The outermost of the page's own functions on the stack of `id`, or undefined when none is. */
    const outermost = (id) => {
      let found;
      for (let at = id, depth = 0; at !== undefined && depth < 500; at = parents.get(at), depth++) {
        const frame = profile.nodes.get(at)?.callFrame;
        if (frame?.url?.startsWith(origin)) found = frameName(frame);
      }
      return found;
    };
    for (let i = 0; i < profile.samples.length - 1; i++) {
      ts += profile.deltas[i] ?? 0;
      const frame = profile.nodes.get(profile.samples[i])?.callFrame;
      if (!frame || notFunctions.has(frame.functionName)) continue;
      const us = Math.max(0, profile.deltas[i + 1] ?? 0);
      if (frame.url?.startsWith(origin)) own += us;
      samples.push({ ts, us, name: frameName(frame), outer: outermost(profile.samples[i]) });
    }
    if (own > bestOwn) [best, bestOwn] = [samples, own];
  }
  return best;
}

/** Each function's self time in `samples` (µs) as phone ms, longest first. */
function bySelfTime(samples, slowdown) {
  const byName = new Map();
  for (const sample of samples) byName.set(sample.name, (byName.get(sample.name) ?? 0) + sample.us);
  return [...byName].map(([name, us]) => ({ name, ms: (us / 1000) * slowdown })).sort((a, b) => b.ms - a.ms);
}

/**
 * The functions of one run by self time (time on top of the stack), longest first, from the page's main thread's
 * V8 samples (mainThreadSamples). Empty when the trace has no profile.
 * @param {{ traceEvents: any[] }} trace Lighthouse's `artifacts.Trace`
 * @param {string} origin the page's origin: only its scripts are counted as the page's, the rest is "(browser)"
 * @param {number} slowdown the factor Lighthouse's phone runs slower by
 * @returns {{ name: string, ms: number }[]}
 */
export function functionTimes(trace, origin, slowdown) {
  return bySelfTime(mainThreadSamples(trace, origin), slowdown);
}

/**
 * Adds up several runs' lists of `{ [key]: name, ms }` and gives each name's mean per run, longest first.
 * @template {Record<string, unknown>} T
 * @param {T[][]} lists
 * @param {keyof T} key
 * @returns {{ name: string, ms: number }[]}
 */
export function meanPerRun(lists, key) {
  const totals = new Map();
  for (const list of lists) {
    for (const item of list) totals.set(item[key], (totals.get(item[key]) ?? 0) + Number(item.ms));
  }
  return [...totals]
    .map(([name, ms]) => ({ name: String(name), ms: ms / Math.max(1, lists.length) }))
    .sort((a, b) => b.ms - a.ms);
}
