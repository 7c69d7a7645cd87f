/**
 * Runs `run` with the current time every `intervalMs`, never two runs at once (a slow run makes the next tick skip);
 * the timer does not keep the process alive. Returns a stop function.
 */
export function scheduleEvery(run: (now: Date) => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run(new Date())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
