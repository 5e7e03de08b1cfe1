/**
 * Where a requirement document's PDF is kept in the blob store, by its content hash: the
 * requirements context writes it, and the contexts that show a document (accreditation's
 * approval dialog) read it from here.
 */
export const requirementFileKey = (sha256: string) => `requirements/documents/${sha256}.pdf`;
