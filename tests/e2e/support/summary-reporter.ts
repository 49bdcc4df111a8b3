import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';

/** One plain closing line for CI logs, after the list reporter's details. */
export default class SummaryReporter implements Reporter {
  private root: Suite | null = null;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite;
  }

  onEnd(result: FullResult): void {
    const counts = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
    for (const test of this.root?.allTests() ?? []) counts[test.outcome()] += 1;
    const seconds = (result.duration / 1000).toFixed(0);
    console.log(
      `E2E ${result.status.toUpperCase()}: ${counts.expected} passed, ${counts.unexpected} failed, ${counts.flaky} flaky, ${counts.skipped} skipped in ${seconds} s`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
