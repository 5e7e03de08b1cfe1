/**
 * Who may call every route of the API: the declared table the authorization-matrix test compares
 * the running app with. One row per route, keyed `METHOD /path` as Fastify's route table prints it
 * (lower case). `who` lists the callers whose call must pass the authorization (see the test for
 * the outcome rule); every other signed-in caller must get 403, and an anonymous caller 401 unless
 * the route is public. `query` / `body` are probes: parameters that reach the handler's own checks
 * (`{user}`, `{client}`, `{profile}` stand for the caller's username, client and profile).
 *
 * Adding a route: add its row here (the test names every route without one).
 */
export const CALLERS = [
  'ADMIN',
  'APROBADOR',
  'SOLICITANTE',
  'CONTRATISTA',
  'AUDITOR',
  'MONITOR',
  'CAMPAMENTO',
  'PAC-SOLICITANTE',
  'PAC-APROBADOR',
  'PAC-ADMIN',
  'GARITA',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface Row {
  who: 'public' | 'signed-in' | readonly Caller[];
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Callers by the permission a route asks (demo profiles; PAC-* are the second client's, PAC-ADMIN its administrator). */
const ADMIN: Caller[] = ['ADMIN', 'PAC-ADMIN'];
/** The platform operator (platform.operate: every client's read models, global master data): ADMIN, not a client's administrator. */
const PLATFORM: Caller[] = ['ADMIN'];
const CATALOG_READ: Caller[] = [
  ...ADMIN,
  'APROBADOR',
  'SOLICITANTE',
  'CONTRATISTA',
  'AUDITOR',
  'CAMPAMENTO',
  'PAC-SOLICITANTE',
  'PAC-APROBADOR',
  'GARITA',
];
const SUBMIT: Caller[] = [...ADMIN, 'SOLICITANTE', 'CONTRATISTA', 'PAC-SOLICITANTE'];
const DECIDE: Caller[] = [...ADMIN, 'APROBADOR', 'PAC-APROBADOR'];
const BOARD: Caller[] = [
  ...ADMIN,
  'APROBADOR',
  'SOLICITANTE',
  'AUDITOR',
  'MONITOR',
  'CAMPAMENTO',
  'PAC-SOLICITANTE',
  'PAC-APROBADOR',
  'GARITA',
];
/** Who marks doors (access.mark): the administrators and the gate's guard. */
const MARK: Caller[] = [...ADMIN, 'GARITA'];
const TRANSPORT_READ: Caller[] = [...BOARD, 'CONTRATISTA'];
const RESERVE: Caller[] = [...ADMIN, 'SOLICITANTE', 'CONTRATISTA', 'PAC-SOLICITANTE'];
const ASSIGN_BED: Caller[] = [...ADMIN, 'CAMPAMENTO'];
const CATALOG_AUDIT: Caller[] = [...ADMIN, 'AUDITOR'];
const REQ_SUBMIT: Caller[] = [...ADMIN, 'SOLICITANTE', 'CONTRATISTA', 'PAC-SOLICITANTE'];
const REQ_REVIEW: Caller[] = [...ADMIN, 'APROBADOR', 'PAC-APROBADOR'];
const REQ_READ: Caller[] = [...new Set([...REQ_SUBMIT, ...REQ_REVIEW])];

const own = { IdCliente: '{client}', IdPerfil: '{profile}', IdUsuario: '{user}' };

export const MATRIX: Record<string, Row> = {
  // identity: sign-in, session, passwords (shell spec)
  'POST /api/usuario/authenticate': { who: 'public' },
  'POST /api/usuario/refreshtoken': { who: 'public' },
  'POST /api/usuario/refreshtokenbyperfil': { who: 'signed-in' },
  'POST /api/usuario/refreshtokenpassword': { who: 'public' },
  'POST /api/usuario/resendcode': { who: 'public' },
  'GET /api/usuario/getuserbytoken': { who: 'signed-in' },
  'POST /api/usuario/login': { who: 'public' },
  'POST /api/usuario/confirmcode': { who: 'public' },
  'POST /api/usuario/validatelogin': { who: 'signed-in' },
  'POST /api/usuario/validatemaxdowntime': { who: 'signed-in' },
  // sign-out (expireToken): called last, it ends the caller's session
  'POST /api/seguridadusuarioclaveacceso/expiretoken': { who: 'signed-in' },
  'POST /api/seguridadusuarioclave/crear': { who: 'signed-in' },
  'PUT /api/seguridadusuariologin/recuperarclave': { who: 'public' },
  'PUT /api/seguridadusuariologin/actualizar': { who: 'signed-in' },
  'PUT /api/seguridadusuariologin/confirmarclave': { who: 'signed-in' },
  'PUT /api/seguridadusuariologin/obtener': { who: 'signed-in' },
  'PUT /api/seguridadusuarioperfil/listarbyperfil': {
    who: ADMIN,
    body: { IdCliente: '{client}', IdPerfil: 'PRF-SOLICITANTE' },
  },
  'GET /api/seguridadusuarioperfil/configuracionbyusuario': {
    who: 'signed-in',
    query: { IdCliente: '{client}', IdUsuario: '{user}' },
  },
  'GET /api/seguridadmenu/listarporperfil': { who: 'signed-in', query: own },
  'GET /api/seguridadperfilcaracteristica/listar': {
    who: 'signed-in',
    query: { IdCliente: '{client}', IdPerfil: '{profile}' },
  },
  'GET /api/acreditacionautorizadorusuario/listarbyuser': {
    who: 'signed-in',
    query: { IdCliente: '{client}', IdUsuario: '{user}' },
  },
  'GET /api/seguridadconfiguracionlogeo/obtenertodos': {
    who: 'signed-in',
    query: { IdCliente: '{client}' },
  },
  'GET /api/seguridadconfiguracionlogeo/obtener': {
    who: ADMIN,
    query: { IdCliente: '{client}', IdConfiguracionLogeo: 'NO-SUCH-SETTING' },
  },
  'PUT /api/seguridadconfiguracionlogeo/guardar': { who: ADMIN },
  'GET /api/captcha/challenge': { who: 'public' },
  // the site's time zone, read by the web app before sign-in
  'GET /api/sistemasitio/obtener': { who: 'public' },
  'GET /api/dev/mailbox': { who: 'public' },
  'POST /api/auth/forgot-password': { who: 'public' },
  'POST /api/auth/register': { who: 'public' },
  'GET /api/archivo/:hash': { who: 'signed-in' },
  // operations
  'GET /health': { who: 'public' },
  'GET /health/ready': { who: 'public' },
  'GET /metrics': { who: 'public' },
  'GET /api/docs-json': { who: 'public' },
  'GET /api/docs': { who: 'public' },
  'GET /api/docs/:asset': { who: 'public' },
  'POST /api/admin/projections/rebuild': { who: PLATFORM, body: { name: 'no-such-read-model' } },
  // catalogues and reference lists
  'GET /api/sistemacatalogo/:catalogId/listar': { who: CATALOG_READ },
  'GET /api/sistemacatalogo/:catalogId/metadatos': { who: CATALOG_READ },
  'POST /api/sistemacatalogo/:catalogId/registrar': { who: PLATFORM },
  'PUT /api/sistemacatalogo/:catalogId/actualizar': { who: PLATFORM },
  'POST /api/sistemacatalogo/:catalogId/estado': { who: PLATFORM },
  'GET /api/sistematipodocumento/obtenertodos': { who: 'signed-in' },
  'GET /api/sistematiposangre/obtenertodos': { who: 'signed-in' },
  'GET /api/sistemaestadocivil/obtenertodos': { who: 'signed-in' },
  'GET /api/sistemalicenciaconducir/obtenertodos': { who: 'signed-in' },
  'GET /api/sistemadivision/obtenertodos': { who: 'signed-in' },
  'GET /api/administracionfuncion/obtenertodos': { who: 'signed-in' },
  // administration master data
  // global master data (countries' holidays, repository paths): read as before, changed by the platform operator only
  'POST /api/sistemapais/guardarferiado': { who: PLATFORM },
  'POST /api/sistemapais/eliminarferiado': { who: PLATFORM },
  'GET /api/sistemapais/listar': { who: CATALOG_READ },
  'GET /api/sistemapais/obtener': { who: CATALOG_READ },
  'POST /api/sistemarepositorio/registrar': { who: PLATFORM },
  'POST /api/sistemarepositorio/actualizar': { who: PLATFORM },
  'GET /api/sistemarepositorio/listar': { who: ADMIN },
  'GET /api/sistemarepositorio/obtener': { who: ADMIN },
  'POST /api/administracioncliente/registrar': { who: ADMIN },
  'POST /api/administracioncliente/actualizar': { who: ADMIN },
  'GET /api/administracioncliente/listar': { who: ADMIN },
  'GET /api/administracioncliente/obtener': { who: ADMIN },
  'POST /api/administracioncargo/registrar': { who: ADMIN },
  'POST /api/administracioncargo/actualizar': { who: ADMIN },
  'GET /api/administracioncargo/listar': { who: CATALOG_READ },
  'GET /api/administracioncargo/obtener': { who: CATALOG_READ },
  'POST /api/administracionvehiculo/registrar': { who: ADMIN },
  'POST /api/administracionvehiculo/actualizar': { who: ADMIN },
  'POST /api/administracionvehiculo/foto': { who: ADMIN },
  'GET /api/administracionvehiculo/listar': { who: CATALOG_READ },
  'GET /api/administracionvehiculo/obtener': { who: CATALOG_READ },
  'GET /api/administracionvehiculo/archivo': { who: CATALOG_READ },
  'POST /api/administracionempresa/registrar': { who: ADMIN },
  'POST /api/administracionempresa/actualizar': { who: ADMIN },
  'GET /api/administracionempresa/listar': { who: CATALOG_READ },
  'GET /api/administracionempresa/obtener': { who: CATALOG_READ },
  'POST /api/administracioncontrato/registrar': { who: ADMIN },
  'POST /api/administracioncontrato/actualizar': { who: ADMIN },
  'POST /api/administracioncontrato/adenda': { who: ADMIN },
  'GET /api/administracioncontrato/listar': { who: CATALOG_READ },
  'GET /api/administracioncontrato/obtener': { who: CATALOG_READ },
  'GET /api/administracioncontrato/obtenertodos': { who: CATALOG_READ },
  'GET /api/administracionpersona/listar': { who: CATALOG_READ },
  'GET /api/administracionpersona/obtener': { who: CATALOG_READ },
  'GET /api/administracionpersona/archivo': { who: CATALOG_READ },
  'POST /api/administracionpersona/registrar': { who: ADMIN },
  'POST /api/administracionpersona/actualizar': { who: ADMIN },
  'POST /api/administracionpersona/asignarcargo': { who: ADMIN },
  'POST /api/administracionpersona/cambiarestado': { who: ADMIN },
  'POST /api/administracionpersona/indisciplina': { who: ADMIN },
  'POST /api/administracionpersona/foto': { who: ADMIN },
  'GET /api/historial': { who: CATALOG_AUDIT, query: { stream: 'catalog.person-PER-0001' } },
  'GET /api/sistemainicio/resumen': { who: 'signed-in' },
  'GET /api/sistemabusqueda/buscar': { who: 'signed-in', query: { q: 'PER' } },
  // accreditation: requests and demobilizations
  'POST /api/acreditacionsolicitud/registrar': { who: SUBMIT },
  'POST /api/acreditacionsolicitud/guardar': { who: SUBMIT },
  'POST /api/acreditacionsolicitud/corregir': { who: SUBMIT },
  'POST /api/acreditacionsolicitud/eliminar': { who: SUBMIT },
  'POST /api/acreditacionsolicitud/adjuntar': { who: SUBMIT },
  'POST /api/acreditacionsolicitud/quitaradjunto': { who: SUBMIT },
  'POST /api/acreditacionsolicitud/aprobar': { who: DECIDE },
  'POST /api/acreditacionsolicitud/observar': { who: DECIDE },
  'POST /api/acreditacionsolicitud/rechazar': { who: DECIDE },
  'GET /api/acreditacionsolicitud/listar': { who: 'signed-in' },
  'GET /api/acreditacionsolicitud/obtener': {
    who: 'signed-in',
    query: { requestId: 'NO-SUCH-REQUEST' },
  },
  'GET /api/acreditacionsolicitud/adjunto': {
    who: 'signed-in',
    query: { requestId: 'NO-SUCH-REQUEST' },
  },
  'GET /api/acreditacionsolicitud/historial': {
    who: 'signed-in',
    query: { requestId: 'NO-SUCH-REQUEST' },
  },
  'POST /api/acreditaciondesmovilizacion/registrar': { who: SUBMIT },
  'POST /api/acreditaciondesmovilizacion/corregir': { who: SUBMIT },
  'POST /api/acreditaciondesmovilizacion/aprobar': { who: DECIDE },
  'POST /api/acreditaciondesmovilizacion/observar': { who: DECIDE },
  'POST /api/acreditaciondesmovilizacion/rechazar': { who: DECIDE },
  'GET /api/acreditaciondesmovilizacion/listar': { who: 'signed-in' },
  'GET /api/acreditaciondesmovilizacion/obtener': {
    who: 'signed-in',
    query: { demobilizationId: 'NO-SUCH-DEMOBILIZATION' },
  },
  // accreditation: vehicle requests (issue 19)
  'POST /api/acreditacionvehiculo/registrar': { who: SUBMIT },
  'POST /api/acreditacionvehiculo/corregir': { who: SUBMIT },
  'POST /api/acreditacionvehiculo/aprobar': { who: DECIDE },
  'POST /api/acreditacionvehiculo/observar': { who: DECIDE },
  'POST /api/acreditacionvehiculo/rechazar': { who: DECIDE },
  'GET /api/acreditacionvehiculo/listar': { who: 'signed-in' },
  'GET /api/acreditacionvehiculo/obtener': {
    who: 'signed-in',
    query: { requestId: 'NO-SUCH-REQUEST' },
  },
  'GET /api/acreditacionvehiculo/historial': {
    who: 'signed-in',
    query: { requestId: 'NO-SUCH-REQUEST' },
  },
  // access, transport, lodging
  'POST /api/accesomarcacion/registrar': { who: MARK },
  'POST /api/accesomarcacion/lote': { who: MARK },
  'POST /api/accesomarcacion/vehiculo': { who: MARK },
  'GET /api/accesozona/ocupacion': { who: BOARD },
  // checkpoints and devices (issue 20): a client's administrators configure, approvers read
  'GET /api/accesozona/listar': { who: DECIDE },
  'GET /api/accesozona/obtener': { who: DECIDE, query: { zoneId: 'ZON-GARITA' } },
  'POST /api/accesozona/registrar': { who: ADMIN },
  'POST /api/accesozona/actualizar': { who: ADMIN },
  'POST /api/accesozona/registrarpuerta': { who: ADMIN },
  'POST /api/accesozona/actualizarpuerta': { who: ADMIN },
  'GET /api/accesodispositivo/listar': { who: DECIDE },
  'GET /api/accesodispositivo/obtener': { who: DECIDE, query: { deviceId: 'DSP-GARITA-E' } },
  'POST /api/accesodispositivo/registrar': { who: ADMIN },
  'POST /api/accesodispositivo/actualizar': { who: ADMIN },
  // access rules (issue 20): the client's administrators; probes reach the handlers' own checks
  'GET /api/accesohorario/listar': { who: ADMIN },
  'POST /api/accesohorario/registrar': { who: ADMIN },
  'POST /api/accesohorario/actualizar': { who: ADMIN },
  'GET /api/accesogrupo/listar': { who: ADMIN },
  'POST /api/accesogrupo/registrar': { who: ADMIN },
  'POST /api/accesogrupo/actualizar': { who: ADMIN },
  'GET /api/accesoperfil/listar': { who: ADMIN },
  'POST /api/accesoperfil/registrar': { who: ADMIN },
  'POST /api/accesoperfil/actualizar': { who: ADMIN },
  'POST /api/accesopersona/asignarperfil': { who: ADMIN },
  'POST /api/accesopersona/finalizarperfil': { who: ADMIN },
  'GET /api/accesopersona/listar': { who: ADMIN },
  'POST /api/accesopersona/asignargrupo': { who: ADMIN },
  'POST /api/accesopersona/quitargrupo': { who: ADMIN },
  'POST /api/accesorestriccion/registrar': { who: ADMIN },
  'POST /api/accesorestriccion/activar': { who: ADMIN },
  'POST /api/accesorestriccion/eliminar': { who: ADMIN },
  'POST /api/accesoexoneracion/registrar': { who: ADMIN },
  'POST /api/accesoexoneracion/eliminar': { who: ADMIN },
  // identification (issue 21): the client's administrators (catalog.admin)
  'GET /api/identificacionpersona/listar': { who: ADMIN },
  'PUT /api/identificacionpersona/tipo': { who: ADMIN },
  'GET /api/identificacioncredencial/listar': { who: ADMIN },
  'POST /api/identificacioncredencial/registrar': { who: ADMIN },
  'POST /api/identificacioncredencial/inactivar': { who: ADMIN },
  'POST /api/identificacioncredencial/imprimir': { who: ADMIN },
  'GET /api/identificacioncredencial/fotocheck': { who: ADMIN, query: { ids: 'NO-SUCH' } },
  'POST /api/transportereserva/reservar': { who: RESERVE },
  'POST /api/transportereserva/liberar': { who: RESERVE },
  'GET /api/transporteviaje/obtenertodos': { who: TRANSPORT_READ },
  'GET /api/transporteviaje/asientos': { who: TRANSPORT_READ, query: { tripId: 'NO-SUCH-TRIP' } },
  'POST /api/hotelcampamento/asignarcama': { who: ASSIGN_BED },
  'GET /api/hotelcampamento/obtenertodos': { who: BOARD },
  'GET /api/hotelcampamento/camas': { who: BOARD, query: { hotelId: 'NO-SUCH-HOTEL' } },
  // requirements: global types are the platform operator's
  'POST /api/requisitotipo/guardar': { who: PLATFORM },
  'POST /api/requisitodocumento/registrar': { who: REQ_SUBMIT },
  'POST /api/requisitodocumento/aprobar': { who: REQ_REVIEW },
  'POST /api/requisitodocumento/rechazar': { who: REQ_REVIEW },
  'GET /api/requisitotipo/listar': { who: REQ_READ },
  'GET /api/requisitodocumento/listar': { who: REQ_READ, query: { entity: 'P', id: 'NO-SUCH' } },
  'GET /api/requisitodocumento/archivo': { who: REQ_READ, query: { docId: 'NO-SUCH-DOC' } },
  'GET /api/requisitoreporte/listar': { who: REQ_READ },
  'GET /api/requisitoreporte/caducidades': { who: REQ_READ },
  'POST /api/requisitoactualizacion/registrar': { who: REQ_REVIEW },
  // the requirements of an accreditation request
  'GET /api/acreditacionsolicitud/requisitos': {
    who: SUBMIT,
    query: { personId: 'NO-SUCH-PERSON', contractId: 'NO-SUCH-CONTRACT' },
  },
  'GET /api/acreditacionsolicitud/requisitossolicitud': {
    who: 'signed-in',
    query: { requestId: 'NO-SUCH-REQUEST' },
  },
  'GET /api/acreditacionsolicitud/requisitoarchivo': {
    who: 'signed-in',
    query: { requestId: 'NO-SUCH-REQUEST', docId: 'NO-SUCH-DOC' },
  },
  // the development clock (DEV_CLOCK=true only; 404 past the guard otherwise)
  'GET /api/dev/reloj': { who: PLATFORM },
  'POST /api/dev/reloj': { who: PLATFORM, body: { offsetDays: 0 } },
  // the current status of people (/consultas)
  'GET /api/acreditacionestado/listar': { who: REQ_READ },
  // the client's parameters (its administrators) and a contract's endowment counts (issue 19)
  'POST /api/sistemaparametro/guardar': { who: ADMIN, body: {} },
  'GET /api/sistemaparametro/obtener': { who: ADMIN },
  'GET /api/acreditacioncontrato/dotacion': {
    who: SUBMIT,
    query: { contractId: 'NO-SUCH-CONTRACT' },
  },
  // the bulk (mass) request from a spreadsheet (issue 19): a batch is its uploader's only
  'GET /api/acreditacionmasiva/plantilla': { who: SUBMIT },
  'POST /api/acreditacionmasiva/cargar': {
    who: SUBMIT,
    query: { companyId: 'NO-SUCH', contractId: 'NO-SUCH', profile: 'X', place: 'X' },
  },
  'GET /api/acreditacionmasiva/obtener': { who: SUBMIT, query: { batchId: 'NO-SUCH-BATCH' } },
  'POST /api/acreditacionmasiva/corregirfila': { who: SUBMIT },
  'POST /api/acreditacionmasiva/enviar': { who: SUBMIT },
  // mass demobilization and its bulk approval (issue 19)
  'POST /api/acreditaciondesmovilizacion/registrarmasivo': { who: SUBMIT },
  'POST /api/acreditaciondesmovilizacion/aprobarmasivo': { who: DECIDE },
  // visit requests (issue 19)
  'POST /api/acreditacionvisita/registrar': { who: SUBMIT },
  'POST /api/acreditacionvisita/aprobar': { who: DECIDE },
  'POST /api/acreditacionvisita/observar': { who: DECIDE },
  'POST /api/acreditacionvisita/rechazar': { who: DECIDE },
  'POST /api/acreditacionvisita/corregir': { who: SUBMIT },
  'GET /api/acreditacionvisita/listar': { who: 'signed-in' },
  'GET /api/acreditacionvisita/zonas': { who: [...new Set([...SUBMIT, ...DECIDE])] },
  'GET /api/acreditacionvisita/historial': {
    who: 'signed-in',
    query: { visitId: 'NO-SUCH-VISIT' },
  },
  // marks and the muster (issue 20): access.supervise (the client's administrators) or a guard
  'GET /api/accesomarcacion/listar': { who: MARK }, // supervisors, and whoever marks (access.mark)
  'POST /api/accesomarcacion/registrarmanual': { who: ADMIN },
  'POST /api/accesomarcacion/corregir': { who: ADMIN },
  'POST /api/accesomarcacion/anular': { who: ADMIN },
  'GET /api/accesoensitio/listar': { who: BOARD },
  // attendance configuration (issue 21): attendance.admin (the client's administrators)
  'GET /api/asistenciahorario/listar': { who: ADMIN },
  'POST /api/asistenciahorario/registrar': { who: ADMIN },
  'POST /api/asistenciahorario/actualizar': { who: ADMIN },
  'GET /api/asistenciaempresa/listar': { who: ADMIN },
  'POST /api/asistenciaempresa/configurar': { who: ADMIN },
  'GET /api/asistenciajustificacion/listar': { who: ADMIN },
  'POST /api/asistenciajustificacion/registrar': { who: ADMIN },
  'POST /api/asistenciajustificacion/actualizar': { who: ADMIN },
  'GET /api/asistenciapersona/listar': { who: ADMIN },
  'POST /api/asistenciapersona/asignar': { who: ADMIN },
  'POST /api/asistenciapersona/justificar': { who: ADMIN },
  'POST /api/asistenciapersona/retirarjustificacion': { who: ADMIN },
  // the attendance day (issue 21): access.supervise (the client's administrators)
  'GET /api/asistenciadia/opciones': { who: ADMIN },
  'GET /api/asistenciadia/mes': { who: ADMIN, query: { personId: 'PER-0001', month: '2026-11' } },
  'GET /api/asistenciadia/planilla': {
    who: ADMIN,
    query: { companyId: 'EMP-SERMISUR', payrollGroupCode: 'OBR', month: '2026-11' },
  },
};

/** Values for the routes' path parameters. */
/** colours: a global catalogue, so its writes are the platform operator's (per-client lists: catalog-tenancy spec) */
export const PATH_PARAMS: Record<string, string> = {
  ':catalogId': 'colours',
  ':hash': 'no-such-file',
  ':asset': 'init.js',
};
