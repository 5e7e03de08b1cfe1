import type { StreamSpec } from '../../platform/commands/command-runner';
import {
  evolveCompany,
  evolveContract,
  initialContract,
  type Company,
} from '../domain/company-contract.decider';
import { evolveCountry, initialCountry } from '../domain/country.decider';
import {
  evolvePerson,
  initialPerson,
  type Person,
  type PersonEvent,
} from '../domain/person.decider';
import { evolveVehiclePhotos, initialVehiclePhotos } from '../domain/vehicle-photo.decider';

/** How each catalog stream folds for the command handlers (StreamReader specs). */
export const personSpec: StreamSpec<Person, PersonEvent> = {
  initial: initialPerson,
  evolve: evolvePerson,
};
export const companySpec = { initial: (): Company => null, evolve: evolveCompany };
export const contractSpec = { initial: initialContract, evolve: evolveContract };
export const countrySpec = { initial: initialCountry, evolve: evolveCountry };
export const vehiclePhotosSpec = { initial: initialVehiclePhotos, evolve: evolveVehiclePhotos };
