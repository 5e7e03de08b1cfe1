import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  USER_MANUAL_FILES,
  USER_MANUAL_KEYS,
  type DownloadedFile,
} from '@faena/contracts';
import type { AppConfig } from '@faena/core';
import { InjectConfig } from '../platform/storage/tokens';
import { webDistOf } from '../platform/http/static-web';

/** The downloadable files, by key: only these names, never a path from the request. */
const FILES: Record<string, { fileName: string; fileType: string }> = {
  [USER_MANUAL_KEYS.es]: USER_MANUAL_FILES.es,
  [USER_MANUAL_KEYS.en]: USER_MANUAL_FILES.en,
};

/** web/public/manual of the repository, seen from services/api/{src,dist}/identity. */
const SOURCE_DIR = resolve(__dirname, '..', '..', '..', '..', 'web', 'public', 'manual');

/** The files behind GET /api/archivo/{hash}: the user manuals (built web app first, then the source folder). */
@Injectable()
export class UserFiles {
  private readonly dirs: string[];
  constructor(@InjectConfig() config: AppConfig) {
    this.dirs = [join(webDistOf(config), 'manual'), SOURCE_DIR];
  }

  async read(key: string): Promise<DownloadedFile> {
    const file = FILES[key];
    const dir = file && this.dirs.find((d) => existsSync(join(d, file.fileName)));
    if (!file || !dir) throw new DomainError('resource.notFound');
    const bytes = await readFile(join(dir, file.fileName));
    return {
      fileName: file.fileName,
      fileType: file.fileType,
      fileBase64: bytes.toString('base64'),
    };
  }
}
