import { Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { RoomAuthorizer } from './room-authorizer';

/** socket.io rooms fed by the projections' change notices. */
@Module({
  providers: [RealtimeGateway, RoomAuthorizer],
  exports: [RealtimeGateway],
})
export class RealtimeModule {}
