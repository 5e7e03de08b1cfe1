import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  AddContractAddendumBodySchema,
  CompanyIdQuerySchema,
  ContractIdQuerySchema,
  GridQuerySchema,
  ReadOptionsSchema,
  RegisterCompanyBodySchema,
  RegisterContractBodySchema,
  UpdateCompanyBodySchema,
  UpdateContractBodySchema,
  type AddContractAddendumBody,
  type GridQuery,
  type RegisterCompanyBody,
  type RegisterContractBody,
  type UpdateCompanyBody,
  type UpdateContractBody,
} from '@faena/contracts';
import { CurrentUser, RequirePermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { AddContractAddendumCommand } from './commands/add-contract-addendum/add-contract-addendum.command';
import { RegisterCompanyCommand } from './commands/register-company/register-company.command';
import { RegisterContractCommand } from './commands/register-contract/register-contract.command';
import { UpdateCompanyCommand } from './commands/update-company/update-company.command';
import { UpdateContractCommand } from './commands/update-contract/update-contract.command';
import { AdminQueries } from './queries/admin/admin-queries';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AdministracionEmpresa/* and /api/AdministracionContrato/* (addendums included). */
@Controller()
export class CompanyContractController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminQueries,
  ) {}

  @Post(API.registerCompany.path)
  @RequirePermission('catalog.admin')
  async registerCompany(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RegisterCompanyBodySchema)) body: RegisterCompanyBody,
  ) {
    return { result: await this.commands.execute(new RegisterCompanyCommand(user, body)) };
  }

  @Post(API.updateCompany.path)
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async updateCompany(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(UpdateCompanyBodySchema)) body: UpdateCompanyBody,
  ) {
    return { result: await this.commands.execute(new UpdateCompanyCommand(user, body)) };
  }

  @Get(API.listCompanies.path)
  @RequirePermission('catalog.read')
  async listCompanies(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.grid(user, 'companies', grid, read.afterPosition) };
  }

  @Get(API.getCompany.path)
  @RequirePermission('catalog.read')
  async getCompany(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(CompanyIdQuerySchema)) q: { companyId: string },
  ) {
    return { result: await this.queries.company(user, q.companyId) };
  }

  @Post(API.registerContract.path)
  @RequirePermission('catalog.admin')
  async registerContract(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RegisterContractBodySchema)) body: RegisterContractBody,
  ) {
    return { result: await this.commands.execute(new RegisterContractCommand(user, body)) };
  }

  @Post(API.updateContract.path)
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async updateContract(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(UpdateContractBodySchema)) body: UpdateContractBody,
  ) {
    return { result: await this.commands.execute(new UpdateContractCommand(user, body)) };
  }

  @Post(API.addContractAddendum.path)
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async addendum(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(AddContractAddendumBodySchema)) body: AddContractAddendumBody,
  ) {
    return { result: await this.commands.execute(new AddContractAddendumCommand(user, body)) };
  }

  @Get(API.contractGrid.path)
  @RequirePermission('catalog.read')
  async listContracts(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.grid(user, 'contracts', grid, read.afterPosition) };
  }

  @Get(API.getContract.path)
  @RequirePermission('catalog.read')
  async getContract(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ContractIdQuerySchema)) q: { contractId: string },
  ) {
    return { result: await this.queries.contract(user, q.contractId) };
  }
}
