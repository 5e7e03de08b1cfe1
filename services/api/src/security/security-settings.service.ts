import { Injectable } from '@nestjs/common';
import type { SecuritySetting, SecuritySettingSaved, StoredEvent } from '@faena/contracts';
import { Clock, EventStore, Ids } from '@faena/core';
import { emailStream, identityMetadata } from '../identity/identity.streams';
import type { UserAccount } from '../identity/user-account';

export const securitySettingStream = (clientId: string) => `identity.security-setting-${clientId}`;

/** Used when a client has no setting at all: the spec's defaults (level B, length 6), no 2FA. */
export const BUILT_IN_SETTING: SecuritySetting = {
  IdConfiguracionLogeo: 'CFG-SISTEMA',
  ConfiguracionLogeo: 'Configuración del sistema',
  NivelSeguridadClave: 'B',
  LongitudClave: 6,
  DiasCaducidadClave: 0,
  CambiarPrimeraClave: false,
  NumeroIntentos: 5,
  DiasInactivacion: 0,
  MinutosDesbloqueo: 15,
  DobleAutenticacion: 'N',
  PorDefecto: true,
};

export function settingsFrom(events: readonly StoredEvent[]): SecuritySetting[] {
  const byId = new Map<string, SecuritySetting>();
  for (const e of events) {
    if (e.type === 'identity.SecuritySettingSaved') {
      const s = (e.data as SecuritySettingSaved['data']).setting;
      byId.set(s.IdConfiguracionLogeo, s);
    }
  }
  return [...byId.values()];
}

/** The setting of a user: the one assigned to them, else the client's default, else the built-in one. */
export function settingOf(
  settings: readonly SecuritySetting[],
  settingId: string | undefined,
): SecuritySetting {
  return (
    settings.find((s) => s.IdConfiguracionLogeo === settingId) ??
    settings.find((s) => s.PorDefecto) ??
    BUILT_IN_SETTING
  );
}

/** Security settings per client (`identity.security-setting-<clientId>`). */
@Injectable()
export class SecuritySettingsService {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  async list(clientId: string): Promise<SecuritySetting[]> {
    return settingsFrom(await this.store.readStream(securitySettingStream(clientId)));
  }

  async forUser(account: UserAccount): Promise<SecuritySetting> {
    const clientId = account.profiles[0]?.clientId;
    return settingOf(clientId ? await this.list(clientId) : [], account.securitySettingId);
  }

  /** Saves a setting; one default per client (saving a default clears the others' flag). */
  async save(clientId: string, setting: SecuritySetting, actor: string): Promise<number> {
    const current = await this.list(clientId);
    const unchanged = current.find((s) => s.IdConfiguracionLogeo === setting.IdConfiguracionLogeo);
    if (unchanged && JSON.stringify(unchanged) === JSON.stringify(setting)) return 0;
    const now = this.clock.now();
    const commandId = this.ids.newId();
    const events = [...clearedDefaults(current, setting), setting].map((s) => {
      const eventId = this.ids.newId();
      const metadata = identityMetadata({
        eventId,
        commandId: `security-setting-${commandId}`,
        userId: actor,
        clientId,
        at: now,
      });
      return {
        id: eventId,
        type: 'identity.SecuritySettingSaved',
        version: 1,
        data: { clientId, setting: s },
        metadata,
      };
    });
    const result = await this.store.append(securitySettingStream(clientId), events, 'any');
    return result.position;
  }

  /** The username an e-mail belongs to, or null. */
  async userOfEmail(email: string): Promise<string | null> {
    const events = await this.store.readStream(emailStream(email));
    const last = events[events.length - 1];
    return last ? (last.data as { username: string }).username : null;
  }
}

/** A new default clears the other settings' default flag (they are saved again without it). */
const clearedDefaults = (
  current: SecuritySetting[],
  setting: SecuritySetting,
): SecuritySetting[] =>
  setting.PorDefecto
    ? current
        .filter((s) => s.PorDefecto && s.IdConfiguracionLogeo !== setting.IdConfiguracionLogeo)
        .map((s) => ({ ...s, PorDefecto: false }))
    : [];
