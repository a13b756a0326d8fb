import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, type TraceEvent } from './trace.js';

const page = { pid: 7, tid: 1 };
const ms = 1000;

/** A load of http://hearth.test/ in renderer 7, painted at 100 ms, with these main-thread tasks. */
function load(tasks: { at: number; wall: number; cpu: number; pid?: number }[]): TraceEvent[] {
  return [
    // The browser's own blank page first: not the page Lighthouse audits.
    {
      name: 'navigationStart',
      ph: 'R',
      ts: 0,
      ...page,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      ts: 10 * ms,
      ...page,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://hearth.test/' } },
    },
    { name: 'thread_name', ph: 'M', ts: 0, ...page, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 2, args: { name: 'Compositor' } },
    { name: 'firstContentfulPaint', ph: 'R', ts: 100 * ms, ...page },
    ...tasks.map(({ at, wall, cpu, pid }) => ({
      name: 'RunTask',
      ph: 'X',
      ts: at * ms,
      dur: wall * ms,
      tdur: cpu * ms,
      pid: pid ?? page.pid,
      tid: page.tid,
    })),
  ];
}

describe('cpuBlockingTime', () => {
  it('counts what each task after the first paint blocks at 4x its CPU time, not its wall time', () => {
    const events = load([
      // Before the first paint: not counted, however long.
      { at: 50, wall: 90, cpu: 40 },
      // 80 ms of wall time waiting for a core, 20 ms of CPU: 4 x 20 = 80, blocking 30.
      { at: 200, wall: 80, cpu: 20 },
      // 4 x 12 = 48 ms: under 50, blocks nothing (its wall time, x4, would have blocked 190 ms).
      { at: 300, wall: 60, cpu: 12 },
      // 4 x 25 = 100: blocking 50.
      { at: 400, wall: 68, cpu: 25 },
      // Another process's thread: not the page's.
      { at: 500, wall: 200, cpu: 200, pid: 9 },
    ]);
    expect(cpuBlockingTime(events)).toBe(80);
  });

  it('gives no figure for a trace without the page’s load or its paint', () => {
    const events = load([{ at: 200, wall: 80, cpu: 20 }]);
    expect(cpuBlockingTime(events.filter((event) => event.name !== 'firstContentfulPaint'))).toBeUndefined();
    expect(
      cpuBlockingTime(
        events.filter((event) => event.args?.data?.documentLoaderURL !== 'http://hearth.test/'),
      ),
    ).toBeUndefined();
  });
});
