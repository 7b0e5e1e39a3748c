import { layerPauseAfterMs, simulcastRids, type SimulcastRid } from '@foyer/contracts';

/**
 * Which simulcast layers one published camera should send (decision 0058, `videocall_media_layers`): the
 * lowest always (an instant thumbnail, and what a poor uplink falls back to), every layer up to the highest one
 * a subscriber wants now, and a layer above that until it has been unwanted for `layerPauseAfterMs` (a tile
 * flicking between sizes must not toggle the publisher's encoder). A layer wanted again is sent again at once.
 * Backend-neutral: the backend says what is wanted, the signalling tells the browser.
 */
export class SendLayers {
  private readonly active = new Set<SimulcastRid>(simulcastRids);
  private readonly unwantedSince = new Map<SimulcastRid, number>();
  /** The list last told (null: nothing told yet, so the first decision is always told). */
  private told: string | null = null;

  constructor(private readonly pauseAfterMs = layerPauseAfterMs) {}

  /**
   * `highest`: the largest layer any subscriber wants now (null: nobody watches). Answers the layers to send
   * when they differ from what was told last, else null.
   */
  update(highest: SimulcastRid | null, now = Date.now()): SimulcastRid[] | null {
    const top = highest === null ? 0 : simulcastRids.indexOf(highest);
    simulcastRids.forEach((rid, i) => {
      if (i === 0 || i <= top) {
        this.unwantedSince.delete(rid);
        this.active.add(rid);
        return;
      }
      const since = this.unwantedSince.get(rid) ?? now;
      this.unwantedSince.set(rid, since);
      if (now - since >= this.pauseAfterMs) this.active.delete(rid);
    });
    const list = simulcastRids.filter((rid) => this.active.has(rid));
    const key = list.join(',');
    if (key === this.told) return null;
    this.told = key;
    return list;
  }
}

const order: Record<SimulcastRid, number> = { q: 0, h: 1, f: 2 };

/** The larger of two layers (null: none). */
export function higher(a: SimulcastRid | null, b: SimulcastRid | null): SimulcastRid | null {
  if (a === null) return b;
  if (b === null) return a;
  return order[a] >= order[b] ? a : b;
}
