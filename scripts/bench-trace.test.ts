import { cpuBlocking, functionTimes, longTasks, meanPerRun, scriptTimes, shortUrl, workKinds } from './bench-trace.mjs';

describe("where a page's main-thread time goes", () => {
  const origin = 'http://127.0.0.1:4301';
  const frame = (id: number, functionName: string, url = '', lineNumber = 0) => ({
    id,
    callFrame: { functionName, url, lineNumber },
  });
  /** One thread's profile: samples taken every `step` µs, in two chunks as Chrome writes them. */
  const profile = (pid: number, nodes: ReturnType<typeof frame>[], samples: number[], step = 1000) => [
    { ph: 'M', name: 'thread_name', pid, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'Profile', pid, tid: 1, id: '0x1' },
    {
      name: 'ProfileChunk',
      pid,
      id: '0x1',
      args: { data: { cpuProfile: { nodes, samples: samples.slice(0, 2) }, timeDeltas: samples.slice(0, 2).map(() => step) } },
    },
    {
      name: 'ProfileChunk',
      pid,
      id: '0x1',
      args: { data: { cpuProfile: { samples: samples.slice(2) }, timeDeltas: samples.slice(2).map(() => step) } },
    },
  ];

  it("counts each function's self time on the thread that ran the page's code, in phone time", () => {
    const page = profile(
      1,
      [frame(1, '(root)'), frame(2, 'hydrate', `${origin}/assets/react-dom.js`, 9), frame(3, '(idle)'), frame(4, 'parse')],
      // hydrate for three samples, idle for one, a native function for one, then the last sample (not counted: no end).
      [2, 2, 2, 3, 4, 2],
    );
    const other = profile(2, [frame(1, 'worker', 'http://elsewhere/w.js')], [1, 1, 1, 1]);
    // A service worker of the page's own origin, on a thread of its own.
    const worker = profile(3, [frame(1, 'cachePut', `${origin}/workbox.js`)], [1, 1, 1, 1]).map((event) =>
      event.name === 'thread_name' ? { ...event, args: { name: 'ServiceWorker thread' } } : event,
    );
    expect(functionTimes({ traceEvents: [...other, ...worker, ...page] }, origin, 4)).toEqual([
      { name: 'hydrate react-dom.js:10', ms: 12 },
      { name: 'parse (native)', ms: 4 },
    ]);
    expect(functionTimes({ traceEvents: [] }, origin, 4)).toEqual([]);
  });

  it("times the main thread's tasks after the first paint by their CPU time, and names what each long one did", () => {
    const thread = { ph: 'M', name: 'thread_name', pid: 1, tid: 7, args: { name: 'CrRendererMain' } };
    const task = (ts: number, dur: number, tdur: number) => ({ ph: 'X', name: 'RunTask', pid: 1, tid: 7, ts, dur, tdur });
    const call = (ts: number, tdur: number, functionName: string) => ({
      ph: 'X',
      name: 'FunctionCall',
      pid: 1,
      tid: 7,
      ts,
      dur: tdur,
      tdur,
      args: { data: { functionName, url: `${origin}/assets/react-dom.js` } },
    });
    const events = [
      thread,
      task(0, 40_000, 40_000), // before the paint: not counted
      { name: 'firstContentfulPaint', pid: 1, ts: 50_000 },
      // 300 ms of wall clock, of which the thread ran 20 ms: 80 ms on the phone, 30 over.
      task(100_000, 300_000, 20_000),
      call(101_000, 15_000, 'performWorkUntilDeadline'),
      task(500_000, 10_000, 10_000), // 40 ms on the phone: not long
    ];
    expect(cpuBlocking({ traceEvents: events }, 4)).toEqual({
      blockingMs: 30,
      longTasks: [{ ms: 80, what: 'performWorkUntilDeadline react-dom.js 60' }],
    });
  });

  it('names the functions that ran the most inside each long task, from the samples taken during it', () => {
    const nodes = [frame(1, '(root)'), frame(2, 'renderRootSync', `${origin}/assets/react-dom.js`, 8), frame(3, 'parse')];
    const events = sampledTask(nodes, [3, 2, 2, 2, 3, 2, 3, 3]);
    expect(cpuBlocking({ traceEvents: events }, 4, origin).longTasks).toEqual([
      { ms: 100, what: 'functions: renderRootSync react-dom.js:9 80, parse (native) 20; from: renderRootSync react-dom.js:9 80' },
    ]);
  });

  it("names whose work a long task was: the outermost of the page's functions under its samples", () => {
    // A chunk's top level builds schemas in zod's code; a native function under zod's code is counted for it too.
    const nodes = [
      { ...frame(1, '(root)') },
      { ...frame(2, '', `${origin}/assets/bookings-x.js`), parent: 1 },
      { ...frame(3, 'object', `${origin}/assets/zod-core-x.js`, 3), parent: 2 },
      { ...frame(4, 'defineProperty'), parent: 3 },
      { ...frame(5, 'parse') },
    ];
    const events = sampledTask(nodes, [5, 3, 3, 4, 5, 2, 5, 5]);
    expect(cpuBlocking({ traceEvents: events }, 4, origin).longTasks).toEqual([
      {
        ms: 100,
        what: 'functions: object zod-core-x.js:4 40, defineProperty (native) 20, parse (native) 20; from: (anonymous) bookings-x.js:1 80',
      },
    ]);
  });

  it('lists the long tasks in the order they ran, with the script blamed for each', () => {
    const lhr = {
      audits: {
        'long-tasks': {
          details: {
            items: [
              { url: `${origin}/assets/adapter-x.js`, startTime: 900, duration: 70 },
              { url: 'Unattributable', startTime: 300, duration: 120 },
            ],
          },
        },
      },
    };
    expect(longTasks(lhr)).toEqual([
      { script: '(no script)', startMs: 300, ms: 120 },
      { script: 'adapter-x.js', startMs: 900, ms: 70 },
    ]);
  });

  it("names the page's own address as its HTML, and lists the kinds of main-thread work longest first", () => {
    const lhr = {
      finalDisplayedUrl: `${origin}/hotels`,
      audits: {
        'bootup-time': {
          details: {
            items: [
              { url: `${origin}/hotels`, total: 40 },
              { url: `${origin}/assets/react-dom-x.js`, total: 90 },
              { url: 'Unattributable', total: 60 },
            ],
          },
        },
        'mainthread-work-breakdown': {
          details: {
            items: [
              { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 30 },
              { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 200 },
            ],
          },
        },
      },
    };
    expect(scriptTimes(lhr)).toEqual([
      { script: 'react-dom-x.js', ms: 90 },
      { script: '(no script)', ms: 60 },
      { script: "(the page's HTML)", ms: 40 },
    ]);
    expect(workKinds(lhr)).toEqual([
      { kind: 'Script Evaluation', ms: 200 },
      { kind: 'Style & Layout', ms: 30 },
    ]);
  });

  it('adds up the runs into a mean per run, longest first', () => {
    expect(
      meanPerRun(
        [
          [
            { script: 'a.js', ms: 10 },
            { script: 'b.js', ms: 30 },
          ],
          [{ script: 'a.js', ms: 50 }],
        ],
        'script',
      ),
    ).toEqual([
      { name: 'a.js', ms: 30 },
      { name: 'b.js', ms: 15 },
    ]);
    expect(shortUrl(`${origin}/hotel/sikkim-delight?x=1`)).toBe('sikkim-delight');
    expect(shortUrl(`${origin}/`)).toBe('/');
  });
});

/**
 * A trace with one task of 25 ms of CPU (100 ms on the phone) from 10 ms, after the first paint, and the profiler's
 * samples at 5, 10, ... 40 ms (the ones at 10 to 30 ms fall in the task), each sample a node of `nodes`.
 */
function sampledTask(nodes: object[], samples: number[]) {
  return [
    { ph: 'M', name: 'thread_name', pid: 1, tid: 7, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', pid: 1, ts: 0 },
    { ph: 'X', name: 'RunTask', pid: 1, tid: 7, ts: 10_000, dur: 25_000, tdur: 25_000 },
    { name: 'Profile', pid: 1, tid: 7, id: '0x2', ts: 0, args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      pid: 1,
      id: '0x2',
      args: { data: { cpuProfile: { nodes, samples }, timeDeltas: Array(samples.length).fill(5000) } },
    },
  ];
}
