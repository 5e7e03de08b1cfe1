/**
 * The HTTP calls of the product, shared by server and web. The spec's documented calls keep their
 * method and path; the others follow the same style (`/api/<Module><Resource>/<action>`). Every
 * answer is the `{ result }` envelope; errors are problem+json bodies (see errors.ts).
 */
export const API = {
  // identity (minimal sign-in; the complete flow is built on these)
  authenticate: { method: 'POST', path: '/api/usuario/authenticate' },
  refreshToken: { method: 'POST', path: '/api/usuario/refreshToken' },
  getUserByToken: { method: 'GET', path: '/api/usuario/getUserByToken' },
  logout: { method: 'POST', path: '/api/SeguridadusuarioClaveAcceso/expiretoken' },
  // identity: the complete sign-in flow (spec/shell.md §4, §7; schemas in identity/login.schemas.ts)
  login: { method: 'POST', path: '/api/usuario/login' },
  confirmCode: { method: 'POST', path: '/api/usuario/confirmcode' },
  resendCode: { method: 'POST', path: '/api/usuario/resendcode' },
  profileSignIn: { method: 'POST', path: '/api/usuario/refreshTokenbyperfil' },
  unlock: { method: 'POST', path: '/api/usuario/refreshTokenPassword' },
  validateLogin: { method: 'POST', path: '/api/usuario/validatelogin' },
  validateMaxDowntime: { method: 'POST', path: '/api/usuario/validateMaxDowntime' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  recoverPassword: { method: 'PUT', path: '/api/SeguridadusuarioLogin/recuperarClave' },
  createPassword: { method: 'POST', path: '/api/SeguridadusuarioClave/crear' },
  profileCharacteristics: { method: 'GET', path: '/api/SeguridadPerfilCaracteristica/listar' },
  menusByProfile: { method: 'GET', path: '/api/SeguridadMenu/listarPorPerfil' },
  getLoginUser: { method: 'PUT', path: '/api/SeguridadusuarioLogin/obtener' },
  updateLoginPassword: { method: 'PUT', path: '/api/SeguridadusuarioLogin/actualizar' },
  confirmPassword: { method: 'PUT', path: '/api/SeguridadusuarioLogin/confirmarClave' },
  securitySettings: { method: 'GET', path: '/api/SeguridadConfiguracionLogeo/obtenerTodos' },
  getSecuritySetting: { method: 'GET', path: '/api/SeguridadConfiguracionLogeo/obtener' },
  saveSecuritySetting: { method: 'PUT', path: '/api/SeguridadConfiguracionLogeo/guardar' },
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge' },
  devMailbox: { method: 'GET', path: '/api/dev/mailbox' },
  // accreditation
  submitRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/registrar' },
  approveRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/aprobar' },
  observeRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/observar' },
  rejectRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/rechazar' },
  resubmitRequest: { method: 'POST', path: '/api/AcreditacionSolicitud/corregir' },
  listRequests: { method: 'GET', path: '/api/AcreditacionSolicitud/listar' },
  getRequest: { method: 'GET', path: '/api/AcreditacionSolicitud/obtener' },
  requestHistory: { method: 'GET', path: '/api/AcreditacionSolicitud/historial' },
  // master data the flows read
  listPeople: { method: 'GET', path: '/api/AdministracionPersona/listar' },
  listContracts: { method: 'GET', path: '/api/AdministracionContrato/obtenerTodos' },
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
  // operations
  health: { method: 'GET', path: '/health' },
  metrics: { method: 'GET', path: '/metrics' },
} as const;
export type ApiName = keyof typeof API;
