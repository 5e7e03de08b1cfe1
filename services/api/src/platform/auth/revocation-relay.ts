import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  SESSION_REVOKED_KIND,
  SessionRevokedPayloadSchema,
  sessionRoom,
  type ChangeMessage,
  type SessionRevokedPayload,
} from '@faena/contracts';
import { NoticeBus } from '@faena/core';
import { RevokedSessions } from './revoked-sessions';

/**
 * Carries session revocations between api nodes over the notice bus (in-process in embedded mode,
 * the Kafka topic faena.notices in distributed mode, which every api node consumes): a revocation
 * decided here is published; one heard from the bus is recorded as decided elsewhere (its own
 * publication comes back too and changes nothing). A node started after a revocation was
 * published does not hear it: it accepts that family's access tokens until they expire.
 */
@Injectable()
export class RevocationRelay implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  private stops: Array<() => void> = [];

  constructor(
    private readonly revoked: RevokedSessions,
    private readonly bus: NoticeBus,
  ) {}

  onModuleInit(): void {
    this.stops = [
      this.revoked.onRevoke((familyId, until, origin) => {
        if (origin === 'here') this.publish({ familyId, until });
      }),
      this.bus.subscribe((notices) => this.hear(notices)),
    ];
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  private publish(payload: SessionRevokedPayload): void {
    const notice: ChangeMessage<SessionRevokedPayload> = {
      room: sessionRoom(payload.familyId),
      kind: SESSION_REVOKED_KIND,
      position: 0,
      payload,
    };
    this.bus
      .publish([notice])
      .catch((err: unknown) =>
        this.logger.error(
          `publishing the revocation of ${payload.familyId} failed: ${String(err)}`,
        ),
      );
  }

  private hear(notices: readonly ChangeMessage[]): void {
    for (const notice of notices) {
      if (notice.kind !== SESSION_REVOKED_KIND) continue;
      const payload = SessionRevokedPayloadSchema.safeParse(notice.payload);
      if (payload.success)
        this.revoked.revoke(payload.data.familyId, payload.data.until, 'elsewhere');
      else this.logger.warn(`a malformed session revocation notice was ignored`);
    }
  }
}
