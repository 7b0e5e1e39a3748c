/**
 * A debounce that does not delay the first call: `call()` runs at once when nothing ran for `waitMs`;
 * calls while a run is that recent collapse into one run `waitMs` after the last of them. Every run
 * starts a new quiet period, so runs are always at least `waitMs` apart.
 */
export class LeadingDebounce {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending = false;

  constructor(
    private readonly run: () => void,
    private readonly waitMs: number,
  ) {}

  call(): void {
    if (this.timer) {
      this.pending = true;
      this.quietFor();
      return;
    }
    this.run();
    this.quietFor();
  }

  /** Forgets a collapsed call that has not run yet. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = false;
  }

  private quietFor(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.pending) return;
      this.pending = false;
      this.run();
      this.quietFor();
    }, this.waitMs);
  }
}
