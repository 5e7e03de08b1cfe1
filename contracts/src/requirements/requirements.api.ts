import {
  ApproveRequirementDocumentBodySchema,
  RejectRequirementDocumentBodySchema,
  SaveRequirementTypeBodySchema,
  SubmitRequirementDocumentBodySchema,
  UpdateRequirementsBodySchema,
} from './requirements.schemas';
import { CommandAnswerSchema, DownloadedFileSchema } from '../shared/answers';
import { REQUIREMENTS_READ, type ApiCall } from '../shared/api-call';
import {
  RequestRequirementFileQuerySchema,
  RequestRequirementsOfRequestQuerySchema,
  RequestRequirementsQuerySchema,
} from '../accreditation/request-requirements.schemas';
import { RequestRequirementsAnswerSchema } from '../accreditation/accreditation.answers';
import {
  RequirementDocumentsAnswerSchema,
  RequirementLapsesAnswerSchema,
  RequirementReportPageSchema,
  RequirementTypesPageSchema,
  RequirementsUpdateAnswerSchema,
  SubmitRequirementDocumentAnswerSchema,
} from './requirements.answers';

/** Requirements (issue 18): types, documents, the read side. */
export const REQUIREMENT_CALLS = {
  // requirements (issue 18): types and the documents of people, vehicles and companies
  requirementTypeSave: {
    method: 'POST',
    path: '/api/RequisitoTipo/guardar',
    answer: CommandAnswerSchema,
    body: SaveRequirementTypeBodySchema,
    access: { any: ['requirements.manage'] },
    tags: ['requirements'],
    summary: 'Define a requirement type, or update it when its code exists',
  },
  requirementDocumentSubmit: {
    method: 'POST',
    path: '/api/RequisitoDocumento/registrar',
    answer: SubmitRequirementDocumentAnswerSchema,
    body: SubmitRequirementDocumentBodySchema,
    access: { any: ['requirements.submit'] },
    tags: ['requirements'],
    summary: 'Submit a requirement document (PDF); it replaces the previous one of its type',
  },
  requirementDocumentApprove: {
    method: 'POST',
    path: '/api/RequisitoDocumento/aprobar',
    answer: CommandAnswerSchema,
    body: ApproveRequirementDocumentBodySchema,
    access: { any: ['requirements.review'] },
    tags: ['requirements'],
    summary: 'Approve a requirement document waiting for review',
  },
  requirementDocumentReject: {
    method: 'POST',
    path: '/api/RequisitoDocumento/rechazar',
    answer: CommandAnswerSchema,
    body: RejectRequirementDocumentBodySchema,
    access: { any: ['requirements.review'] },
    tags: ['requirements'],
    summary: 'Reject a requirement document waiting for review, with the reason',
  },
  // requirements read side (issue 18): types, a subject's history, the report, the PDF
  requirementTypeList: {
    method: 'GET',
    path: '/api/RequisitoTipo/listar',
    answer: RequirementTypesPageSchema,
    access: { any: REQUIREMENTS_READ },
    tags: ['requirements'],
    summary: 'Requirement types grid (the catalogue for grids and pickers)',
  },
  requirementDocumentList: {
    method: 'GET',
    path: '/api/RequisitoDocumento/listar',
    answer: RequirementDocumentsAnswerSchema,
    access: { any: REQUIREMENTS_READ },
    tags: ['requirements'],
    summary: "A subject's requirement documents (its history), newest first",
  },
  requirementDocumentFile: {
    method: 'GET',
    path: '/api/RequisitoDocumento/archivo',
    answer: DownloadedFileSchema,
    access: { any: REQUIREMENTS_READ },
    tags: ['requirements'],
    summary: "A requirement document's stored PDF",
  },
  requirementReport: {
    method: 'GET',
    path: '/api/RequisitoReporte/listar',
    answer: RequirementReportPageSchema,
    access: { any: REQUIREMENTS_READ },
    tags: ['requirements'],
    summary: 'Requirement report: each subject and type with its latest document and state',
  },
  requirementLapses: {
    method: 'GET',
    path: '/api/RequisitoReporte/caducidades',
    answer: RequirementLapsesAnswerSchema,
    access: { any: REQUIREMENTS_READ },
    tags: ['requirements'],
    summary: 'Requirement lapses per month (the report chart)',
  },
  requirementsUpdate: {
    method: 'POST',
    path: '/api/RequisitoActualizacion/registrar',
    answer: RequirementsUpdateAnswerSchema,
    body: UpdateRequirementsBodySchema,
    access: { any: ['requirements.review'] },
    tags: ['requirements'],
    summary:
      "Requirements update: one requirement's new approved document for many workers, per-worker results",
  },
} as const satisfies Record<string, ApiCall>;

/** The requirements of an accreditation request (issue 18). */
export const REQUEST_REQUIREMENT_CALLS = {
  // the requirements of an accreditation request (issue 18): the form's list, the approver's review
  personRequirements: {
    method: 'GET',
    path: '/api/AcreditacionSolicitud/requisitos',
    answer: RequestRequirementsAnswerSchema,
    query: RequestRequirementsQuerySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Requirements that apply to a person on a contract, and where each stands',
  },
  requestRequirements: {
    method: 'GET',
    path: '/api/AcreditacionSolicitud/requisitosSolicitud',
    answer: RequestRequirementsAnswerSchema,
    query: RequestRequirementsOfRequestQuerySchema,
    access: 'signed-in',
    tags: ['accreditation'],
    summary: 'Requirements of a request, and where each stands',
  },
  requestRequirementFile: {
    method: 'GET',
    path: '/api/AcreditacionSolicitud/requisitoArchivo',
    answer: DownloadedFileSchema,
    query: RequestRequirementFileQuerySchema,
    access: 'signed-in',
    tags: ['accreditation'],
    summary: "A request's requirement document as a downloaded file",
  },
} as const satisfies Record<string, ApiCall>;
