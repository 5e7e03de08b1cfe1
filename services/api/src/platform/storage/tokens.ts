import { Inject } from '@nestjs/common';

/** Injection token of the validated AppConfig (a zod-inferred type, so it needs a token). */
export const APP_CONFIG = 'faena:AppConfig';
/** Injects the AppConfig: `constructor(@InjectConfig() config: AppConfig)`. */
export const InjectConfig = () => Inject(APP_CONFIG);

/** Names of the projections the read side runs (ReadWaiter polls their checkpoints in ROLE api). */
export const PROJECTION_NAMES = 'faena:ProjectionNames';
