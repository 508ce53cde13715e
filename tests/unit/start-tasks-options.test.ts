// The start bench's command line (src/tools/bench/start-tasks.ts): an earlier build to alternate with, and the
// paired ratios it reports.
import { describe, expect, it } from 'vitest';
import { pairedRatios, parseOptions } from '../../src/tools/bench/start-tasks.ts';

describe('start-tasks options', () => {
  it('takes an earlier build to compare with, as an absolute folder', () => {
    expect(parseOptions(['--against=/tmp/before', '--runs=3']).against).toBe('/tmp/before');
    expect(parseOptions(['--against=.tmp/b']).against).toBe(`${process.cwd()}/.tmp/b`);
    expect(parseOptions([]).against).toBeNull();
  });

  it('refuses an empty --against with the options it knows', () => {
    expect(() => parseOptions(['--against='])).toThrow(/--against=DIR/);
  });
});

describe('pairedRatios', () => {
  it('divides run k of the build measured by run k of the earlier one', () => {
    expect(pairedRatios([2000, 1000, 4000], [1000, 1000, 5000])).toEqual([0.5, 1, 1.25]);
  });

  it('pairs only the runs both have', () => {
    expect(pairedRatios([1000, 2000], [500, 1000, 3000])).toEqual([0.5, 0.5]);
  });
});
