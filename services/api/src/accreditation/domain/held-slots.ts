type Step = { op: 'take' | 'release'; requestId: string; sizeAfter: number };

/** The log all versions of one lineage share, with the slots held at its tip. */
class SlotLog {
  readonly steps: Step[] = [];
  /** request id → slots it holds, after every step of `steps` */
  readonly tip = new Map<string, number>();
}

/**
 * The slots a contract's requests hold, as an immutable value with O(1) steps: every version is a
 * prefix of one shared append-only log, and the log's tip keeps a count per request. A take adds a
 * slot for the request; a release frees every slot the request holds (the same meaning as a list
 * of held ids with a take appending and a release removing the id). Stepping a version that is not
 * the tip with the step the log already has there shares it (the same stream folded twice); any
 * other step from an older version copies the prefix into a new log (never the case for one stream).
 */
export class HeldSlots {
  private constructor(
    private readonly log: SlotLog,
    private readonly length: number,
    readonly size: number,
  ) {}

  static empty(): HeldSlots {
    return new HeldSlots(new SlotLog(), 0, 0);
  }

  with(op: Step['op'], requestId: string): HeldSlots {
    const { log, length } = this;
    const next = log.steps[length];
    if (!next) return HeldSlots.append(log, { op, requestId }, this.size);
    if (next.op === op && next.requestId === requestId)
      return new HeldSlots(log, length + 1, next.sizeAfter);
    const fork = new SlotLog();
    let size = 0;
    for (const step of log.steps.slice(0, length)) size = HeldSlots.append(fork, step, size).size;
    return HeldSlots.append(fork, { op, requestId }, size);
  }

  /** True when the request holds a slot in this version. */
  holds(requestId: string): boolean {
    if (this.log.steps.length === this.length) return (this.log.tip.get(requestId) ?? 0) > 0;
    let count = 0;
    for (const step of this.log.steps.slice(0, this.length)) {
      if (step.requestId !== requestId) continue;
      count = step.op === 'take' ? count + 1 : 0;
    }
    return count > 0;
  }

  /** The request ids holding slots, in the order they took them (one entry per slot). */
  toArray(): string[] {
    const held: string[] = [];
    for (const step of this.log.steps.slice(0, this.length)) {
      if (step.op === 'take') held.push(step.requestId);
      else
        for (let i = held.indexOf(step.requestId); i >= 0; i = held.indexOf(step.requestId))
          held.splice(i, 1);
    }
    return held;
  }

  private static append(
    log: SlotLog,
    { op, requestId }: Pick<Step, 'op' | 'requestId'>,
    size: number,
  ): HeldSlots {
    const holding = log.tip.get(requestId) ?? 0;
    const sizeAfter = op === 'take' ? size + 1 : size - holding;
    if (op === 'take') log.tip.set(requestId, holding + 1);
    else log.tip.delete(requestId);
    log.steps.push({ op, requestId, sizeAfter });
    return new HeldSlots(log, log.steps.length, sizeAfter);
  }
}
