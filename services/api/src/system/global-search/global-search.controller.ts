import { Controller, Get, Query } from '@nestjs/common';
import { API, GlobalSearchQuerySchema, type GlobalSearchQuery } from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../../platform/auth/auth-user';
import { ZodPipe } from '../../platform/http/zod.pipe';
import { GlobalSearch } from './global-search.service';

/** GET /api/SistemaBusqueda/buscar?q=…: the header's global search (signed-in; each kind scoped as its grid). */
@Controller()
export class GlobalSearchController {
  constructor(private readonly search: GlobalSearch) {}

  @Get(API.globalSearch.path)
  async find(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GlobalSearchQuerySchema)) query: GlobalSearchQuery,
  ) {
    return { result: await this.search.search(user, query.q) };
  }
}
