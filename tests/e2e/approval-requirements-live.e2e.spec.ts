import {
  API,
  type CommandResult,
  type ContractRow,
  type PersonRow,
  type RequestRequirement,
} from '@faena/contracts';
import { PDFS } from '@faena/test-kit';
import { ApiClient } from './support/api';
import { DEMO_REQUEST_PICKED, open, screenshot, signedInSession } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite } from './support/suite';

/** Browser steps wait for live pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(120_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const suite = browserSuite();

interface Setup {
  person: PersonRow;
  applying: RequestRequirement[];
  requestId: string;
}

/** A worker with no request whom some requirement applies to on an open contract. */
async function workerWithRequirements(admin: ApiClient) {
  const requested = new Set((await admin.requests()).map((r) => r.personId));
  const contract = (await admin.contracts()).find((c) => c.endDate >= isoDate(40));
  if (!contract) throw new Error('the demo data has no open contract');
  const free = (await admin.people()).filter(
    (p) => p.condition === 'TRABAJADOR' && !requested.has(p.personId),
  );
  for (const person of free) {
    const applying = await admin.get<RequestRequirement[]>(API.personRequirements.path, {
      personId: person.personId,
      contractId: contract.contractId,
    });
    if (applying.length > 0) return { person, applying, contract };
  }
  throw new Error('no free worker has requirements on the contract');
}

/** A new document of each requirement (waiting for review), then the worker's request. */
async function requestWithPendingDocuments(
  admin: ApiClient,
  {
    person,
    applying,
    contract,
  }: { person: PersonRow; applying: RequestRequirement[]; contract: ContractRow },
): Promise<Setup> {
  for (const r of applying) {
    await admin.post(API.requirementDocumentSubmit.path, {
      commandId: `e2e-live-doc-${r.code}-${Date.now()}`,
      subject: { entity: 'P', id: person.personId },
      typeCode: r.code,
      issuedOn: isoDate(-1),
      expiresOn: isoDate(300),
      file: {
        fileName: `${r.code}.pdf`,
        contentBase64: PDFS.valid(`live ${r.code}`).toString('base64'),
      },
    });
  }
  const submitted = await admin.post<CommandResult>(API.submitRequest.path, {
    commandId: `e2e-live-req-${Date.now()}`,
    personId: person.personId,
    contractId: contract.contractId,
    startDate: isoDate(1),
    endDate: isoDate(30),
    reason: 'Revisión de requisitos en vivo (prueba E2E)',
    ...DEMO_REQUEST_PICKED,
  });
  return { person, applying, requestId: submitted.id };
}

describe("the approval dialog's requirements, live (issue 18)", () => {
  it('shows a document approved by another reviewer without a reload', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const { person, applying, requestId } = await requestWithPendingDocuments(
      admin,
      await workerWithRequirements(admin),
    );
    console.log(`worker ${person.fullName} (${person.personId}), request ${requestId}`);
    const code = applying[0]!.code;

    const approver = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    const page = approver.page;
    await open(page, '/movilizacion/aprobaciones', 'queue-grid');
    await page.getByTestId(`approve-${requestId}`).click();
    const state = page.getByTestId(`requirement-state-${code}`);
    await state.getByText('Pendiente de revisión').waitFor();
    await markDocument(page);

    // another reviewer approves the document while the dialog stays open
    const listed = await admin.get<RequestRequirement[]>(API.requestRequirements.path, {
      requestId,
    });
    await admin.post(API.requirementDocumentApprove.path, {
      commandId: `e2e-live-approve-${Date.now()}`,
      subject: { entity: 'P', id: person.personId },
      docId: listed.find((r) => r.code === code)!.docId,
    });

    await state.getByText('Aprobado').waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    await screenshot(page, 'approval-requirements-live-es');
    await approver.context.close();
  });
});
