/** A delay in Portuguese, as "Meu desempenho" shows a median (ADR 0127): "40 s", "12 min", "3 h 5 min", "2 dias e 4 h". */
export function formatDelay(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const label = days === 1 ? '1 dia' : `${days} dias`;
  return hours % 24 ? `${label} e ${hours % 24} h` : label;
}
