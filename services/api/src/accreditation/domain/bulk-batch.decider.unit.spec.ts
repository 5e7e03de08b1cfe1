import {
  BULK_ID,
  bulkFileLoaded,
  bulkRowFixed,
  bulkRowsChecked,
  bulkRowsProcessed,
  bulkRowValues,
  bulkSendStarted,
  deciderSpec,
  IDS,
} from '@faena/test-kit';
import {
  evolveBulkBatch,
  fixBulkRow,
  initialBulkBatch,
  loadBulkFile,
  phaseOf,
  recordBulkChecks,
  recordBulkProcessed,
  startBulkSend,
} from './bulk-batch.decider';

const given = deciderSpec({ evolve: evolveBulkBatch, initialState: initialBulkBatch });
const fold = (events: Parameters<typeof evolveBulkBatch>[1][]) =>
  events.reduce(evolveBulkBatch, initialBulkBatch());
const user: string = IDS.submitter;
const fixed = bulkRowValues({ documentNumber: '40999999' });
const fixRow =
  (row: number, userId = user) =>
  (s: ReturnType<typeof initialBulkBatch>) =>
    fixBulkRow({ batchId: BULK_ID, row, values: fixed, userId }, s);
const send =
  (userId = user) =>
  (s: ReturnType<typeof initialBulkBatch>) =>
    startBulkSend({ batchId: BULK_ID, userId }, s);
const observed = {
  row: 2,
  status: 'observed' as const,
  issues: [{ field: 'endDate', message: 'x' }],
};

describe('Bulk batch', () => {
  describe('when nothing was loaded', () => {
    it('records the file and its rows', () =>
      given([])
        .when((s) => loadBulkFile(bulkFileLoaded().data, s))
        .then([bulkFileLoaded()]));
    it('refuses a fix of a batch that does not exist', () =>
      given([]).when(fixRow(1)).thenFailsWith('accreditation.bulkNotFound'));
  });

  describe('when the same file was loaded', () => {
    it('loads nothing again', () =>
      given([bulkFileLoaded()])
        .when((s) => loadBulkFile(bulkFileLoaded().data, s))
        .thenNothingHappens());
    it('is validating while a row waits for its check', () =>
      expect(phaseOf(fold([bulkFileLoaded(), bulkRowsChecked([{ row: 1 }])]))).toBe('validating'));
    it('refuses to send before every row is checked', () =>
      given([bulkFileLoaded()]).when(send()).thenFailsWith('accreditation.bulkBusy'));
  });

  describe('when the rows are checked', () => {
    const checked = [bulkFileLoaded(), bulkRowsChecked([{ row: 1 }, observed])];
    it('is validated', () => expect(phaseOf(fold(checked))).toBe('validated'));
    it('takes a fix of an observed row (back to loaded)', () =>
      given(checked)
        .when(fixRow(2))
        .then([bulkRowFixed(2, fixed)]));
    it("refuses another user's fix as if the batch did not exist", () =>
      given(checked).when(fixRow(2, 'OTRO')).thenFailsWith('accreditation.bulkNotFound'));
    it('refuses a fix of a row the file does not have', () =>
      given(checked).when(fixRow(9)).thenFailsWith('accreditation.bulkNotFound'));
    it('starts the send', () => given(checked).when(send()).then([bulkSendStarted()]));
    it('refuses a send with no successful row', () =>
      given([bulkFileLoaded(), bulkRowsChecked([{ ...observed, row: 1 }, observed])])
        .when(send())
        .thenFailsWith('accreditation.bulkNothingToSend'));
  });

  describe('when rows were sent', () => {
    const sent = [
      bulkFileLoaded(),
      bulkRowsChecked([{ row: 1 }, observed]),
      bulkSendStarted(),
      bulkRowsProcessed([1]),
    ];
    it('is sent once no successful row is left', () => expect(phaseOf(fold(sent))).toBe('sent'));
    it('refuses a fix of a processed row', () =>
      given(sent).when(fixRow(1)).thenFailsWith('accreditation.bulkRowProcessed'));
    it('does not record a processed row twice', () =>
      given(sent)
        .when((s) => recordBulkProcessed(bulkRowsProcessed([1]).data, s))
        .thenNothingHappens());
    it('keeps a processed row when a late check arrives', () =>
      given(sent)
        .when((s) => recordBulkChecks(bulkRowsChecked([{ ...observed, row: 1 }]).data, s))
        .thenNothingHappens());
    it('goes back to validated when an observed row is fixed', () =>
      expect(phaseOf(fold([...sent, bulkRowFixed(2, fixed), bulkRowsChecked([{ row: 2 }])]))).toBe(
        'validated',
      ));
  });

  describe('while sending', () => {
    it('refuses a fix until the send ends', () =>
      given([bulkFileLoaded(), bulkRowsChecked([{ row: 1 }, observed]), bulkSendStarted()])
        .when(fixRow(2))
        .thenFailsWith('accreditation.bulkBusy'));
  });
});
