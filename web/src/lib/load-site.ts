import { API, SiteInfoSchema } from '@faena/contracts';
import { useSite } from '../stores/site.store';
import { http } from './http';

/** Asks the server for the site's settings (its time zone) and keeps them; main.tsx awaits it before the first render. */
export async function loadSite(): Promise<void> {
  const site = SiteInfoSchema.parse(await http.get<unknown>(API.siteInfo.path));
  useSite.getState().setTimeZone(site.timeZone);
}
