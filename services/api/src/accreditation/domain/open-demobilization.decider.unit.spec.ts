import {
  deciderSpec,
  demobilizationSlotReleased,
  demobilizationSlotTaken,
  IDS,
} from '@faena/test-kit';
import {
  evolveOpenDemobilization,
  initialOpenDemobilization,
  releaseDemobilizationSlot,
  takeDemobilizationSlot,
  type OpenDemobilization,
} from './open-demobilization.decider';

const given = deciderSpec({
  evolve: evolveOpenDemobilization,
  initialState: initialOpenDemobilization,
});
const slot = (demobilizationId: string) => ({
  personId: IDS.person,
  clientId: IDS.client,
  demobilizationId,
});
const take = (id: string) => (s: OpenDemobilization) => takeDemobilizationSlot(slot(id), s);
const release = (id: string) => (s: OpenDemobilization) => releaseDemobilizationSlot(slot(id), s);

describe('Open demobilization of a person for a client', () => {
  describe('when none is open', () => {
    it('takes the slot', () =>
      given([])
        .when(take('D1'))
        .then([demobilizationSlotTaken({ demobilizationId: 'D1' })]));
    it('does nothing on a release', () => given([]).when(release('D1')).thenNothingHappens());
  });

  describe('when one is open', () => {
    const open = [demobilizationSlotTaken({ demobilizationId: 'D1' })];
    it('refuses a second one', () =>
      given(open).when(take('D2')).thenFailsWith('demobilization.alreadyOpen'));
    it('releases it once decided', () =>
      given(open)
        .when(release('D1'))
        .then([demobilizationSlotReleased({ demobilizationId: 'D1' })]));
    it('ignores the release of another demobilization', () =>
      given(open).when(release('D9')).thenNothingHappens());
  });

  describe('when the open one was released', () => {
    it('takes the slot again', () =>
      given([
        demobilizationSlotTaken({ demobilizationId: 'D1' }),
        demobilizationSlotReleased({ demobilizationId: 'D1' }),
      ])
        .when(take('D2'))
        .then([demobilizationSlotTaken({ demobilizationId: 'D2' })]));
  });
});
