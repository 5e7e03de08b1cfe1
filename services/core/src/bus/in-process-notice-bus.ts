import type { ChangeMessage } from '@faena/contracts';
import { settle } from '../settle';
import { NoticeBus } from './bus.port';

/**
 * Embedded mode: notices go straight to the subscribers, synchronously and in publish order.
 * A subscriber that throws is reported and does not stop the others.
 */
export class InProcessNoticeBus extends NoticeBus {
  private readonly handlers = new Set<(notices: ChangeMessage[]) => void>();

  constructor(
    private readonly onError: (error: unknown) => void = (e) =>
      console.error('[bus] notice handler failed:', e),
  ) {
    super();
  }

  publish(notices: ChangeMessage[]): Promise<void> {
    return settle(() => {
      if (notices.length === 0) return;
      for (const handler of [...this.handlers]) {
        try {
          handler(notices);
        } catch (error) {
          this.onError(error);
        }
      }
    });
  }

  subscribe(handler: (notices: ChangeMessage[]) => void): () => void {
    const own = (notices: ChangeMessage[]) => handler(notices);
    this.handlers.add(own);
    return () => {
      this.handlers.delete(own);
    };
  }

  close(): Promise<void> {
    return settle(() => {
      this.handlers.clear();
    });
  }
}
