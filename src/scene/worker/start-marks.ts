// Named moments of a room's start in the scene worker and on the page
// (issue 26), as User Timing marks `scene:<step>`: a trace shows them on their
// thread, and the start-tasks bench (`--marks`) reads both threads' marks to
// tell which step a slow start waited in. A mark costs microseconds.

/** Marks `scene:<step>` on this thread's timeline (page or worker). */
export function markStart(step: string): void {
  performance.mark(`scene:${step}`);
}

/** This thread's start marks as [step, absolute ms since the epoch], so page and worker compare. */
export function startMarks(): [string, number][] {
  return performance
    .getEntriesByType('mark')
    .filter((m) => m.name.startsWith('scene:'))
    .map((m) => [m.name.slice(6), performance.timeOrigin + m.startTime]);
}
