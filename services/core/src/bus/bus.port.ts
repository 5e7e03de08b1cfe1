import type { ChangeMessage } from '@faena/contracts';

/**
 * Change notices from projections to the realtime gateway, published after the projection commit.
 * In-process in embedded mode; over Kafka (topic faena.notices) in distributed mode, where every
 * api node consumes them and fans out to its own sockets.
 */
export abstract class NoticeBus {
  abstract publish(notices: ChangeMessage[]): Promise<void>;
  abstract subscribe(handler: (notices: ChangeMessage[]) => void): () => void;
  abstract close(): Promise<void>;
}
