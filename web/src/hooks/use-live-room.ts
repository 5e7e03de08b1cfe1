import { useEffect, useEffectEvent } from 'react';
import type { ChangeMessage } from '@faena/contracts';
import { subscribe } from '../lib/socket';

/**
 * Subscribes the screen to a room while mounted. `onMessage` gets each new message once, in
 * position order (a frame of several messages is applied one by one, in order); `onRefetch` runs
 * when the screen must reload (first join, or missed messages) with the join's position to read
 * at least up to. When it answers the reload's promise, the room's messages wait for it and are
 * applied after what it loaded (the screen's store still drops rows older than what it holds).
 */
export function useLiveRoom<P>(
  room: string | null,
  onMessage: (message: ChangeMessage<P>) => void,
  onRefetch: (afterPosition: number) => unknown,
): void {
  // the latest handlers, without resubscribing when the screen passes new ones
  const message = useEffectEvent((m: ChangeMessage<P>) => onMessage(m));
  const refetch = useEffectEvent((afterPosition: number) => onRefetch(afterPosition));
  useEffect(() => {
    if (!room) return undefined;
    return subscribe(room, {
      onMessage: (m) => message(m as ChangeMessage<P>),
      onRefetch: (afterPosition) => refetch(afterPosition),
    });
  }, [room]);
}
