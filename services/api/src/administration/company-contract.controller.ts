import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  ReadOptionsSchema,
  type AddContractAddendumBody,
  type GridQuery,
  type RegisterCompanyBody,
  type RegisterContractBody,
  type UpdateCompanyBody,
  type UpdateContractBody,
} from '@faena/contracts';
import { Call, callBody, callQuery } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
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

  @Call(API.registerCompany)
  async registerCompany(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.registerCompany)) body: RegisterCompanyBody,
  ) {
    return { result: await this.commands.execute(new RegisterCompanyCommand(user, body)) };
  }

  @Call(API.updateCompany)
  @HttpCode(200)
  async updateCompany(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateCompany)) body: UpdateCompanyBody,
  ) {
    return { result: await this.commands.execute(new UpdateCompanyCommand(user, body)) };
  }

  @Call(API.listCompanies)
  async listCompanies(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.listCompanies)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.grid(user, {
        name: 'companies',
        grid,
        afterPosition: read.afterPosition,
      }),
    };
  }

  @Call(API.getCompany)
  async getCompany(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.getCompany)) q: { companyId: string },
  ) {
    return { result: await this.queries.company(user, q.companyId) };
  }

  @Call(API.registerContract)
  async registerContract(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.registerContract)) body: RegisterContractBody,
  ) {
    return { result: await this.commands.execute(new RegisterContractCommand(user, body)) };
  }

  @Call(API.updateContract)
  @HttpCode(200)
  async updateContract(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateContract)) body: UpdateContractBody,
  ) {
    return { result: await this.commands.execute(new UpdateContractCommand(user, body)) };
  }

  @Call(API.addContractAddendum)
  @HttpCode(200)
  async addendum(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.addContractAddendum)) body: AddContractAddendumBody,
  ) {
    return { result: await this.commands.execute(new AddContractAddendumCommand(user, body)) };
  }

  @Call(API.contractGrid)
  async listContracts(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.contractGrid)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.grid(user, {
        name: 'contracts',
        grid,
        afterPosition: read.afterPosition,
      }),
    };
  }

  @Call(API.getContract)
  async getContract(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.getContract)) q: { contractId: string },
  ) {
    return { result: await this.queries.contract(user, q.contractId) };
  }
}
