import { InProcessNoticeBus, KafkaNoticeBus, type NoticeBus, settle } from '@faena/core';
import { KAFKA, describeEngine } from '../../support/engines';
import { noticeBusContract } from './notice-bus.contract';

const quiet = () => undefined;

noticeBusContract('in-process', {
  nodes: (n) =>
    settle(() => {
      const bus = new InProcessNoticeBus(quiet);
      return Array.from({ length: n }, () => bus);
    }),
  dispose: async (buses) => {
    await Promise.all([...new Set(buses)].map((b) => b.close()));
  },
});

describeEngine(KAFKA, (url) => {
  noticeBusContract('Kafka', {
    nodes: async (n) => {
      const buses: NoticeBus[] = [];
      for (let i = 0; i < n; i += 1) {
        const bus = new KafkaNoticeBus({
          brokers: url(),
          clientId: `faena-contract-${i}`,
          onError: quiet,
        });
        await bus.start();
        buses.push(bus);
      }
      return buses;
    },
    dispose: async (buses) => {
      await Promise.all(buses.map((b) => b.close()));
    },
  });
});
