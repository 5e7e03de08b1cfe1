import {
  CLIENT_PARAMETER_DEFAULTS,
  type ClientParameters,
  type ClientParametersEvent,
  type ClientParametersSaved,
} from '@faena/contracts';

/** system.client-parameters-<clientId>: the client's parameters as last saved (defaults before). */
export interface ClientParameterRecord {
  saved: boolean;
  parameters: ClientParameters;
}

export const initialClientParameters = (): ClientParameterRecord => ({
  saved: false,
  parameters: CLIENT_PARAMETER_DEFAULTS,
});

export const evolveClientParameters = (
  _state: ClientParameterRecord,
  e: ClientParametersEvent,
): ClientParameterRecord => ({ saved: true, parameters: e.data });

const same = (a: ClientParameters, b: ClientParameters) =>
  a.visitMaxDays === b.visitMaxDays && a.endowmentPolicy === b.endowmentPolicy;

/** Saves the whole record; saving what is already saved changes nothing. */
export function saveClientParameters(
  parameters: ClientParameters,
  state: ClientParameterRecord,
): ClientParametersSaved[] {
  if (state.saved && same(state.parameters, parameters)) return [];
  return [{ type: 'system.ClientParametersSaved', data: { ...parameters } }];
}
