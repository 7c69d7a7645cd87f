/** One-line progress on stderr: count, percentage, events/s and ETA, redrawn at most every 200 ms. */
export class Progress {
  private readonly started = Date.now();
  private lastDraw = 0;

  constructor(
    private readonly label: string,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  /** `fraction` in [0, 1] when the total is known. */
  update(events: number, fraction?: number, force = false): void {
    const now = Date.now();
    if (!force && now - this.lastDraw < 200) return;
    this.lastDraw = now;
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const rate = events / seconds;
    const parts = [
      `${this.label}: ${events.toLocaleString('pt-BR')} eventos`,
      `${Math.round(rate).toLocaleString('pt-BR')} eventos/s`,
    ];
    if (fraction !== undefined) {
      const clamped = Math.min(1, Math.max(0, fraction));
      const width = 24;
      const filled = Math.round(clamped * width);
      parts.unshift(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(clamped * 100).toFixed(1)}%`);
      if (clamped > 0 && clamped < 1) parts.push(`ETA ${formatDuration((seconds * (1 - clamped)) / clamped)}`);
    }
    const line = parts.join('  ');
    if (this.stream.isTTY) this.stream.write(`\r${line}\x1b[K`);
    else this.stream.write(`${line}\n`);
  }

  done(events: number): { seconds: number; rate: number } {
    this.update(events, 1, true);
    const seconds = (Date.now() - this.started) / 1000;
    if (this.stream.isTTY) this.stream.write('\n');
    return { seconds, rate: events / Math.max(seconds, 0.001) };
  }
}

export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}
