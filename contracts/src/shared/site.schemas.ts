import { z } from 'zod';

/** GET /api/SistemaSitio/obtener (public): what the web app takes from the server's configuration. */
export const SiteInfoSchema = z.object({
  /** SITE_TIMEZONE: the IANA zone whose calendar decides "today" (date pickers, default ranges) */
  timeZone: z.string().min(1),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
