// Types of bench-trace.mjs, which bench.mjs runs as plain JavaScript, for its TypeScript test.
export const profilerCategory: string;
export function shortUrl(url: string | undefined): string;
export function scriptTimes(lhr: unknown): { script: string; ms: number }[];
export function workKinds(lhr: unknown): { kind: string; ms: number }[];
export function longTasks(lhr: unknown): { script: string; startMs: number; ms: number }[];
export function cpuBlocking(
  trace: { traceEvents: unknown[] },
  slowdown: number,
  origin?: string,
): { blockingMs: number; longTasks: { ms: number; what: string }[] };
export function functionTimes(
  trace: { traceEvents: unknown[] },
  origin: string,
  slowdown: number,
): { name: string; ms: number }[];
export function meanPerRun<T extends { ms: number }>(lists: T[][], key: keyof T): { name: string; ms: number }[];
