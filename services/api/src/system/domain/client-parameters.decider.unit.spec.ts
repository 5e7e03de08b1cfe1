import { deciderSpec } from '@faena/test-kit';
import {
  CLIENT_PARAMETER_DEFAULTS,
  type ClientParameters,
  type ClientParametersSaved,
} from '@faena/contracts';
import {
  evolveClientParameters,
  initialClientParameters,
  saveClientParameters,
} from './client-parameters.decider';

const given = deciderSpec({
  evolve: evolveClientParameters,
  initialState: initialClientParameters,
});
const saved = (data: ClientParameters): ClientParametersSaved => ({
  type: 'system.ClientParametersSaved',
  data,
});
const warn: ClientParameters = { visitMaxDays: 10, endowmentPolicy: 'warn' };

describe('Client parameters', () => {
  it('starts from the defaults: a visit of 7 days at most, over-endowment refused', () => {
    expect(initialClientParameters()).toEqual({
      saved: false,
      parameters: { visitMaxDays: 7, endowmentPolicy: 'refuse' },
    });
  });
  it('saves the first record, even when it equals the defaults', () =>
    given([])
      .when((s) => saveClientParameters(CLIENT_PARAMETER_DEFAULTS, s))
      .then([saved(CLIENT_PARAMETER_DEFAULTS)]));
  it('saves a change', () =>
    given([saved(CLIENT_PARAMETER_DEFAULTS)])
      .when((s) => saveClientParameters(warn, s))
      .then([saved(warn)]));
  it('changes nothing when the same values are saved again', () =>
    given([saved(warn)])
      .when((s) => saveClientParameters({ ...warn }, s))
      .thenNothingHappens());
  it('folds to the last saved record', () => {
    const state = [saved(warn), saved(CLIENT_PARAMETER_DEFAULTS)].reduce(
      evolveClientParameters,
      initialClientParameters(),
    );
    expect(state).toEqual({ saved: true, parameters: CLIENT_PARAMETER_DEFAULTS });
  });
});
