// Prints the plain closing line "N passed, N failed, N skipped" that CI reads, after Jest's own summary.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const suitesFailed = results.numFailedTestSuites - 0;
    process.stdout.write(
      `\nTests: ${results.numPassedTests} passed, ${results.numFailedTests + (results.numRuntimeErrorTestSuites || 0)} failed, ${skipped} skipped\n`,
    );
    if (suitesFailed > 0) process.stdout.write(`(${suitesFailed} test suite(s) failed)\n`);
  }
}
module.exports = SummaryReporter;
