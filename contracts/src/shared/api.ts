import type { z } from 'zod';
import {
  ConfirmCodeBodySchema,
  LoginBodySchema,
  ProfileSignInBodySchema,
  ResendCodeBodySchema,
  UnlockBodySchema,
} from '../identity/login.schemas';

/**
 * The HTTP calls of the product, shared by server and web. The spec's documented calls keep their
 * method and path; the others follow the same style (`/api/<Module><Resource>/<action>`). Every
 * answer is the `{ result }` envelope; errors are problem+json bodies (see errors.ts).
 *
 * An entry may also carry the zod schema its controller validates the body with (`body`, the
 * same object) and a `summary`; the OpenAPI document (/api/docs-json) is built from them.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: z.ZodType;
  summary?: string;
}

export const API = {
  // identity (minimal sign-in; the complete flow is built on these)
  authenticate: { method: 'POST', path: '/api/usuario/authenticate' },
  refreshToken: { method: 'POST', path: '/api/usuario/refreshToken' },
  getUserByToken: { method: 'GET', path: '/api/usuario/getUserByToken' },
  logout: { method: 'POST', path: '/api/SeguridadusuarioClaveAcceso/expiretoken' },
  // identity: the complete sign-in flow (spec/shell.md §4, §7; schemas in identity/login.schemas.ts)
  login: {
    method: 'POST',
    path: '/api/usuario/login',
    body: LoginBodySchema,
    summary: 'Sign in with user name and password',
  },
  confirmCode: {
    method: 'POST',
    path: '/api/usuario/confirmcode',
    body: ConfirmCodeBodySchema,
    summary: 'Confirm the code sent by e-mail',
  },
  resendCode: {
    method: 'POST',
    path: '/api/usuario/resendcode',
    body: ResendCodeBodySchema,
    summary: 'Send the sign-in code again',
  },
  profileSignIn: {
    method: 'POST',
    path: '/api/usuario/refreshTokenbyperfil',
    body: ProfileSignInBodySchema,
    summary: 'Sign in with the chosen profile',
  },
  unlock: {
    method: 'POST',
    path: '/api/usuario/refreshTokenPassword',
    body: UnlockBodySchema,
    summary: 'Unlock the session with the password',
  },
  validateLogin: { method: 'POST', path: '/api/usuario/validatelogin' },
  validateMaxDowntime: { method: 'POST', path: '/api/usuario/validateMaxDowntime' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  recoverPassword: { method: 'PUT', path: '/api/SeguridadusuarioLogin/recuperarClave' },
  createPassword: { method: 'POST', path: '/api/SeguridadusuarioClave/crear' },
  profileCharacteristics: { method: 'GET', path: '/api/SeguridadPerfilCaracteristica/listar' },
  menusByProfile: { method: 'GET', path: '/api/SeguridadMenu/listarPorPerfil' },
  usersByProfile: { method: 'PUT', path: '/api/SeguridadUsuarioPerfil/listarbyPerfil' },
  userConfiguration: { method: 'GET', path: '/api/SeguridadUsuarioPerfil/configuracionByUsuario' },
  authorizerByUser: { method: 'GET', path: '/api/acreditacionautorizadorusuario/ListarByUser' },
  getLoginUser: { method: 'PUT', path: '/api/SeguridadusuarioLogin/obtener' },
  updateLoginPassword: { method: 'PUT', path: '/api/SeguridadusuarioLogin/actualizar' },
  confirmPassword: { method: 'PUT', path: '/api/SeguridadusuarioLogin/confirmarClave' },
  securitySettings: { method: 'GET', path: '/api/SeguridadConfiguracionLogeo/obtenerTodos' },
  getSecuritySetting: { method: 'GET', path: '/api/SeguridadConfiguracionLogeo/obtener' },
  saveSecuritySetting: { method: 'PUT', path: '/api/SeguridadConfiguracionLogeo/guardar' },
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge' },
  register: { method: 'POST', path: '/api/auth/register' },
  downloadFile: { method: 'GET', path: '/api/archivo/:hash' },
  devMailbox: { method: 'GET', path: '/api/dev/mailbox' },
  // the site (public): its time zone
  siteInfo: { method: 'GET', path: '/api/SistemaSitio/obtener' },
  // accreditation
  submitRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/registrar' },
  saveDraft: { method: 'POST', path: '/api/AcreditacionSolicitud/guardar' },
  approveRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/aprobar' },
  observeRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/observar' },
  rejectRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/rechazar' },
  resubmitRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/corregir' },
  removeRequests: { method: 'POST', path: '/api/AcreditacionSolicitud/eliminar' },
  listRequests: { method: 'GET', path: '/api/AcreditacionSolicitud/listar' },
  getRequest: { method: 'GET', path: '/api/AcreditacionSolicitud/obtener' },
  requestHistory: { method: 'GET', path: '/api/AcreditacionSolicitud/historial' },
  attachRequestFile: { method: 'POST', path: '/api/AcreditacionSolicitud/adjuntar' },
  removeRequestAttachment: { method: 'POST', path: '/api/AcreditacionSolicitud/quitarAdjunto' },
  requestAttachment: { method: 'GET', path: '/api/AcreditacionSolicitud/adjunto' },
  // demobilization (individual)
  registerDemobilization: { method: 'POST', path: '/api/AcreditacionDesmovilizacion/registrar' },
  approveDemobilization: { method: 'POST', path: '/api/AcreditacionDesmovilizacion/aprobar' },
  observeDemobilization: { method: 'POST', path: '/api/AcreditacionDesmovilizacion/observar' },
  rejectDemobilization: { method: 'POST', path: '/api/AcreditacionDesmovilizacion/rechazar' },
  correctDemobilization: { method: 'POST', path: '/api/AcreditacionDesmovilizacion/corregir' },
  listDemobilizations: { method: 'GET', path: '/api/AcreditacionDesmovilizacion/listar' },
  getDemobilization: { method: 'GET', path: '/api/AcreditacionDesmovilizacion/obtener' },
  // master data the flows read
  listPeople: { method: 'GET', path: '/api/AdministracionPersona/listar' },
  listContracts: { method: 'GET', path: '/api/AdministracionContrato/obtenerTodos' },
  // administration (people, companies, contracts, positions, vehicles, customers, countries, repositories)
  registerPerson: { method: 'POST', path: '/api/AdministracionPersona/registrar' },
  updatePerson: { method: 'POST', path: '/api/AdministracionPersona/actualizar' },
  changePersonState: { method: 'POST', path: '/api/AdministracionPersona/cambiarEstado' },
  assignPersonPosition: { method: 'POST', path: '/api/AdministracionPersona/asignarCargo' },
  recordIndiscipline: { method: 'POST', path: '/api/AdministracionPersona/indisciplina' },
  setPersonPhoto: { method: 'POST', path: '/api/AdministracionPersona/foto' },
  getPerson: { method: 'GET', path: '/api/AdministracionPersona/obtener' },
  personFile: { method: 'GET', path: '/api/AdministracionPersona/archivo' },
  registerCompany: { method: 'POST', path: '/api/AdministracionEmpresa/registrar' },
  updateCompany: { method: 'POST', path: '/api/AdministracionEmpresa/actualizar' },
  listCompanies: { method: 'GET', path: '/api/AdministracionEmpresa/listar' },
  getCompany: { method: 'GET', path: '/api/AdministracionEmpresa/obtener' },
  registerContract: { method: 'POST', path: '/api/AdministracionContrato/registrar' },
  updateContract: { method: 'POST', path: '/api/AdministracionContrato/actualizar' },
  addContractAddendum: { method: 'POST', path: '/api/AdministracionContrato/adenda' },
  contractGrid: { method: 'GET', path: '/api/AdministracionContrato/listar' },
  getContract: { method: 'GET', path: '/api/AdministracionContrato/obtener' },
  registerPosition: { method: 'POST', path: '/api/AdministracionCargo/registrar' },
  updatePosition: { method: 'POST', path: '/api/AdministracionCargo/actualizar' },
  listPositions: { method: 'GET', path: '/api/AdministracionCargo/listar' },
  getPosition: { method: 'GET', path: '/api/AdministracionCargo/obtener' },
  registerVehicle: { method: 'POST', path: '/api/AdministracionVehiculo/registrar' },
  updateVehicle: { method: 'POST', path: '/api/AdministracionVehiculo/actualizar' },
  listVehicles: { method: 'GET', path: '/api/AdministracionVehiculo/listar' },
  getVehicle: { method: 'GET', path: '/api/AdministracionVehiculo/obtener' },
  setVehiclePhoto: { method: 'POST', path: '/api/AdministracionVehiculo/foto' },
  vehicleFile: { method: 'GET', path: '/api/AdministracionVehiculo/archivo' },
  registerCustomer: { method: 'POST', path: '/api/AdministracionCliente/registrar' },
  updateCustomer: { method: 'POST', path: '/api/AdministracionCliente/actualizar' },
  listCustomers: { method: 'GET', path: '/api/AdministracionCliente/listar' },
  getCustomer: { method: 'GET', path: '/api/AdministracionCliente/obtener' },
  registerRepository: { method: 'POST', path: '/api/SistemaRepositorio/registrar' },
  updateRepository: { method: 'POST', path: '/api/SistemaRepositorio/actualizar' },
  listRepositories: { method: 'GET', path: '/api/SistemaRepositorio/listar' },
  getRepository: { method: 'GET', path: '/api/SistemaRepositorio/obtener' },
  listCountries: { method: 'GET', path: '/api/SistemaPais/listar' },
  getCountry: { method: 'GET', path: '/api/SistemaPais/obtener' },
  setHoliday: { method: 'POST', path: '/api/SistemaPais/guardarFeriado' },
  removeHoliday: { method: 'POST', path: '/api/SistemaPais/eliminarFeriado' },
  // the header's global search (Ctrl+K): people, requests, vehicles, companies
  globalSearch: { method: 'GET', path: '/api/SistemaBusqueda/buscar' },
  // every record's history (the stream's events with audit fields)
  recordHistory: { method: 'GET', path: '/api/historial' },
  // access
  markDoor: { method: 'POST', path: '/api/AccesoMarcacion/registrar' },
  markBatch: { method: 'POST', path: '/api/AccesoMarcacion/lote' },
  zoneOccupancy: { method: 'GET', path: '/api/AccesoZona/ocupacion' },
  // transport
  listTrips: { method: 'GET', path: '/api/TransporteViaje/obtenerTodos' },
  tripSeats: { method: 'GET', path: '/api/TransporteViaje/asientos' },
  reserveSeat: { method: 'POST', path: '/api/TransporteReserva/reservar' },
  releaseSeat: { method: 'POST', path: '/api/TransporteReserva/liberar' },
  // lodging
  listHotels: { method: 'GET', path: '/api/HotelCampamento/obtenerTodos' },
  bedBoard: { method: 'GET', path: '/api/HotelCampamento/camas' },
  assignBed: { method: 'POST', path: '/api/HotelCampamento/asignarCama' },
  // catalogues: the spec's reference calls (point 7; cached by the web) ...
  referenceDocumentTypes: { method: 'GET', path: '/api/sistematipodocumento/obtenerTodos' },
  referenceBloodTypes: { method: 'GET', path: '/api/sistematipoSangre/obtenerTodos' },
  referenceCivilStatus: { method: 'GET', path: '/api/sistemaestadoCivil/obtenerTodos' },
  referenceDrivingLicences: { method: 'GET', path: '/api/sistemalicenciaconducir/obtenerTodos' },
  referenceDivisions: { method: 'GET', path: '/api/SistemaDivision/obtenerTodos' },
  referenceFunctions: { method: 'GET', path: '/api/AdministracionFuncion/obtenerTodos' },
  // ... and the generic administration of every declared catalogue (:catalogId from contracts/src/catalogs)
  catalogGrid: { method: 'GET', path: '/api/SistemaCatalogo/:catalogId/listar' },
  catalogCreate: { method: 'POST', path: '/api/SistemaCatalogo/:catalogId/registrar' },
  catalogUpdate: { method: 'PUT', path: '/api/SistemaCatalogo/:catalogId/actualizar' },
  catalogState: { method: 'POST', path: '/api/SistemaCatalogo/:catalogId/estado' },
  catalogMetadata: { method: 'GET', path: '/api/SistemaCatalogo/:catalogId/metadatos' },
  // operations
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/health/ready' },
  rebuildProjections: { method: 'POST', path: '/api/admin/projections/rebuild' },
  metrics: { method: 'GET', path: '/metrics' },
  // this table as an OpenAPI 3.1 document (public: shapes only, no data)
  docsJson: { method: 'GET', path: '/api/docs-json' },
  apiDocs: { method: 'GET', path: '/api/docs' },
  apiDocsAsset: { method: 'GET', path: '/api/docs/:asset' },
} as const satisfies Record<string, ApiCall>;
export type ApiName = keyof typeof API;

/** A catalogue call's path for one catalogue: catalogPath('catalogGrid', 'fuels'). */
export const catalogPath = (
  name: 'catalogGrid' | 'catalogCreate' | 'catalogUpdate' | 'catalogState' | 'catalogMetadata',
  catalogId: string,
): string => API[name].path.replace(':catalogId', encodeURIComponent(catalogId));
