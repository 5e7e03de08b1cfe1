import type { z } from 'zod';
import type {
  AuthorizerEntry,
  CaptchaChallenge,
  ConfirmPasswordResult,
  CreatePasswordResult,
  DemobilizationRow,
  HistoryEntry,
  LoginUserRecord,
  MarkOutcome,
  MassDemobilizationRow,
  MaxDowntimeResult,
  MessageResult,
  OutboxMessage,
  PersonDetail,
  ProfileCharacteristic,
  RecordHistory,
  RegisterResult,
  ReleasedHolding,
  RequestHistory,
  RequestRequirement,
  RequestRow,
  RequirementDocumentRow,
  RequirementLapsesPoint,
  RequirementStatusRow,
  RequirementTypeRow,
  RequirementUpdateOutcome,
  TokenPair,
  TripRow,
  UserConfiguration,
  UserProfileRow,
  ValidateLoginResult,
  VehicleRequestRow,
} from '../index';
import {
  type AuthorizerEntriesAnswerSchema,
  type CaptchaChallengeSchema,
  type ConfirmPasswordAnswerSchema,
  type LoginUserRecordSchema,
  type MailboxAnswerSchema,
  type MaxDowntimeAnswerSchema,
  type MessageAnswerSchema,
  type PasswordChangeAnswerSchema,
  type ProfileCharacteristicsAnswerSchema,
  type RegisterAnswerSchema,
  type UserConfigurationSchema,
  type UsersByProfileAnswerSchema,
  type ValidateLoginAnswerSchema,
} from '../identity/identity.answers';
import { type TokenPairSchema } from '../identity/login.schemas';
import {
  type DemobilizationRowSchema,
  type HistoryEntrySchema,
  type MassDemobilizationAnswerSchema,
  type ReleasedHoldingSchema,
  type RequestHistorySchema,
  type RequestRequirementSchema,
  type RequestRowSchema,
  type VehicleRequestRowSchema,
} from '../accreditation/accreditation.answers';
import {
  type RequirementDocumentRowSchema,
  type RequirementLapsesAnswerSchema,
  type RequirementStatusRowSchema,
  type RequirementsUpdateAnswerSchema,
  type RequirementTypeRowSchema,
} from '../requirements/requirements.answers';
import {
  type PersonDetailSchema,
  type RecordHistorySchema,
} from '../administration/administration.answers';
import { type MarkBatchAnswerSchema } from '../access/marks.answers';
import { type TripSeatsAnswerSchema } from './board.answers';

/**
 * The answer schemas (what /api/docs-json shows and the sample-answers spec checks) and the row
 * interfaces the server's code is typed with describe the same values: the compiler checks each
 * pair both ways (`agree`), or that every value of the interface parses (`covers`: the schema is
 * wider on purpose, e.g. a deny reason as a string). A required field added to one side only, or
 * a type changed on one side, fails to compile here.
 */
type Covers<S extends z.ZodType, I> = [I] extends [z.output<S>] ? true : false;
type Agree<S extends z.ZodType, I> =
  Covers<S, I> extends true ? ([z.output<S>] extends [I] ? true : false) : false;
type Item<S extends z.ZodType> = z.output<S> extends ReadonlyArray<infer T> ? T : never;

const agree = <S extends z.ZodType, I>(ok: Agree<S, I>) => ok;
const covers = <S extends z.ZodType, I>(ok: Covers<S, I>) => ok;
const agreeItem = <S extends z.ZodType, I>(
  ok: [Item<S>] extends [I] ? ([I] extends [Item<S>] ? true : false) : false,
) => ok;

const checks: boolean[] = [
  agree<typeof RequestRowSchema, RequestRow>(true),
  agree<typeof HistoryEntrySchema, HistoryEntry>(true),
  agree<typeof RequestHistorySchema, RequestHistory>(true),
  agree<typeof RequestRequirementSchema, RequestRequirement>(true),
  agree<typeof ReleasedHoldingSchema, ReleasedHolding>(true),
  agree<typeof DemobilizationRowSchema, DemobilizationRow>(true),
  covers<typeof MassDemobilizationAnswerSchema, { rows: MassDemobilizationRow[] }>(true),
  agree<typeof VehicleRequestRowSchema, VehicleRequestRow>(true),
  agree<typeof RequirementTypeRowSchema, RequirementTypeRow>(true),
  agree<typeof RequirementDocumentRowSchema, RequirementDocumentRow>(true),
  agree<typeof RequirementStatusRowSchema, RequirementStatusRow>(true),
  agreeItem<typeof RequirementLapsesAnswerSchema, RequirementLapsesPoint>(true),
  covers<
    typeof RequirementsUpdateAnswerSchema,
    { updateId: string; results: RequirementUpdateOutcome[] }
  >(true),
  agree<typeof PersonDetailSchema, PersonDetail>(true),
  agree<typeof RecordHistorySchema, RecordHistory>(true),
  covers<typeof MarkBatchAnswerSchema, MarkOutcome[]>(true),
  agree<typeof TripSeatsAnswerSchema, TripRow>(true),
  agree<typeof TokenPairSchema, TokenPair>(true),
  agree<typeof MessageAnswerSchema, MessageResult>(true),
  agree<typeof ValidateLoginAnswerSchema, ValidateLoginResult>(true),
  agree<typeof MaxDowntimeAnswerSchema, MaxDowntimeResult>(true),
  agree<typeof PasswordChangeAnswerSchema, CreatePasswordResult>(true),
  agree<typeof ConfirmPasswordAnswerSchema, ConfirmPasswordResult>(true),
  agreeItem<typeof ProfileCharacteristicsAnswerSchema, ProfileCharacteristic>(true),
  agreeItem<typeof UsersByProfileAnswerSchema, UserProfileRow>(true),
  agreeItem<typeof AuthorizerEntriesAnswerSchema, AuthorizerEntry>(true),
  agree<typeof UserConfigurationSchema, UserConfiguration>(true),
  agree<typeof LoginUserRecordSchema, LoginUserRecord>(true),
  agree<typeof CaptchaChallengeSchema, CaptchaChallenge>(true),
  agree<typeof RegisterAnswerSchema, RegisterResult>(true),
  agreeItem<typeof MailboxAnswerSchema, OutboxMessage>(true),
];

it('keeps the answer schemas and the row interfaces in agreement (the compiler checks)', () => {
  expect(checks.every(Boolean)).toBe(true);
});
