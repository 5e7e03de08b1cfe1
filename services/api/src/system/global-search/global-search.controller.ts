import { Controller, Query } from '@nestjs/common';
import { API, type GlobalSearchQuery } from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../../platform/auth/auth-user';
import { Call, callQuery } from '../../platform/http/call.decorator';
import { GlobalSearch } from './global-search.service';

/** GET /api/SistemaBusqueda/buscar?q=…: the header's global search (signed-in; each kind scoped as its grid). */
@Controller()
export class GlobalSearchController {
  constructor(private readonly search: GlobalSearch) {}

  @Call(API.globalSearch)
  async find(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.globalSearch)) query: GlobalSearchQuery,
  ) {
    return { result: await this.search.search(user, query.q) };
  }
}
