import { describe, expect, it } from 'vitest';
import { processCpuMs } from './process-cpu';

// Linux only, as bench:api and bench:uploads read /proc.
describe('processCpuMs', () => {
  it('counts the CPU a process spends, and is null for a process that is not there', () => {
    const before = processCpuMs(process.pid)!;
    const started = process.cpuUsage();
    // Busy for at least 100 ms of CPU (ten of /proc's ticks), whatever the machine's load.
    while ((process.cpuUsage(started).user + process.cpuUsage(started).system) / 1000 < 100) Math.sqrt(Math.random());
    const after = processCpuMs(process.pid)!;
    expect(after - before).toBeGreaterThanOrEqual(80);
    expect(processCpuMs(2 ** 22 + 1)).toBeNull(); // above Linux's highest pid
  });
});
