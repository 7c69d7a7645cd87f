/** Reloads the page (spec §8: after a failed contact send); its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
