import { timingSafeEqual, createHash } from 'node:crypto';
import { join } from 'node:path';
import { Injectable, SetMetadata } from '@nestjs/common';
import type { AppConfig } from '@faena/core';
import { InjectConfig } from '../storage/tokens';
import { readOrCreateSecret } from './secret-file';

export const ADMIN_SECRET_HEADER = 'x-admin-secret';
export const ADMIN_SECRET_KEY = 'faena:adminSecret';
export const adminSecretPath = (dataDir: string) => join(dataDir, 'admin.secret');

/** The route also accepts the `x-admin-secret` header (the CLI on the same machine). */
export const AcceptAdminSecret = () => SetMetadata(ADMIN_SECRET_KEY, true);

/** DATA_DIR/admin.secret, generated once with mode 0600: whoever can read it operates the node. */
@Injectable()
export class AdminSecret {
  private readonly digest: Buffer;
  constructor(@InjectConfig() config: AppConfig) {
    this.digest = sha256(readOrCreateSecret(adminSecretPath(config.DATA_DIR)));
  }

  matches(presented: unknown): boolean {
    if (typeof presented !== 'string' || presented.length === 0) return false;
    return timingSafeEqual(sha256(presented.trim()), this.digest);
  }
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
