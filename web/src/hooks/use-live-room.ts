import { useEffect, useRef } from 'react';
import type { ChangeMessage } from '@faena/contracts';
import { subscribe } from '../lib/socket';

/**
 * Subscribes the screen to a room while mounted. `onMessage` gets each new message once, in
 * position order; `onRefetch` runs when the screen must reload (first join, or missed messages).
 */
export function useLiveRoom<P>(
  room: string | null,
  onMessage: (message: ChangeMessage<P>) => void,
  onRefetch: () => void,
): void {
  const handlers = useRef({ onMessage, onRefetch });
  handlers.current = { onMessage, onRefetch };
  useEffect(() => {
    if (!room) return undefined;
    return subscribe(
      room,
      (m) => handlers.current.onMessage(m as ChangeMessage<P>),
      () => handlers.current.onRefetch(),
    );
  }, [room]);
}
