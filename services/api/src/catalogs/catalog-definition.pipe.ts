import { Injectable, type PipeTransform } from '@nestjs/common';
import { catalogById, DomainError, type CatalogDefinition } from '@faena/contracts';

/** The :catalogId of a path as its declaration; an unknown catalogue answers 404. */
@Injectable()
export class CatalogDefinitionPipe implements PipeTransform<unknown, CatalogDefinition> {
  transform(value: unknown): CatalogDefinition {
    const def = typeof value === 'string' ? catalogById(value) : undefined;
    if (!def) throw new DomainError('catalogs.unknownCatalog');
    return def;
  }
}
