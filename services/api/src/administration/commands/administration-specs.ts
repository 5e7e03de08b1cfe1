import {
  evolveCompany,
  evolveContract,
  initialContract,
  type Company,
} from '../domain/company-contract.decider';
import { evolveCountry, initialCountry } from '../domain/country.decider';
import { evolvePerson, initialPerson } from '../domain/person.decider';
import { evolveVehiclePhotos, initialVehiclePhotos } from '../domain/vehicle-photo.decider';

/** How each catalog stream folds for the command handlers (StreamReader specs). */
export const personSpec = { initial: initialPerson, evolve: evolvePerson };
export const companySpec = { initial: (): Company => null, evolve: evolveCompany };
export const contractSpec = { initial: initialContract, evolve: evolveContract };
export const countrySpec = { initial: initialCountry, evolve: evolveCountry };
export const vehiclePhotosSpec = { initial: initialVehiclePhotos, evolve: evolveVehiclePhotos };
