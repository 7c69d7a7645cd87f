/**
 * The one tail of every entry point (ADR 0149). `runCli` is for a command that finishes (tools, benchmarks, the API
 * contract run): it exits with the code `main` returns (0 when it returns nothing), or prints the error and exits 1.
 * The explicit exit matters: pools' idle timers and open sockets would otherwise keep the process alive after the work.
 */
export function runCli(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => exitOnError(error),
  );
}

/**
 * `runService` is for a process that keeps running once started (the services, the relay, a projections worker):
 * a failure to start prints the error and exits 1; a successful start leaves the process to its servers and timers.
 */
export function runService(start: () => Promise<unknown>): void {
  start().catch(exitOnError);
}

function exitOnError(error: unknown): never {
  console.error(error);
  process.exit(1);
}
