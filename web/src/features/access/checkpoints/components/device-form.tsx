import {
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useForm,
  type Control,
  type FieldError,
  type FieldPath,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BITS_PER_SECOND,
  DATA_BITS,
  DEVICE_TYPES,
  DeviceFieldsSchema,
  IO_FUNCTIONS,
  PARITIES,
  READ_TYPES,
  STOP_BITS,
  type CommandResult,
  type DeviceFields,
  type DeviceRow,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { doorOptions, registerDevice, updateDevice } from '../api/checkpoints.api';
import { useOptions, withStored } from './use-options';

const EMPTY: DeviceFields = {
  doorId: '',
  type: 'LECTOR',
  model: '',
  ip: '',
  mac: '',
  readType: 'QR',
  ioFunction: 'A',
  timeDifference: 0,
  comPort: '',
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: { mask: '255.255.255.0', gateway: '', serverIp: '', hostName: '' },
  active: true,
};
const fieldsOf = (d: DeviceRow): DeviceFields => ({
  doorId: d.doorId,
  type: d.type,
  model: d.model,
  ip: d.ip,
  mac: d.mac,
  readType: d.readType,
  ioFunction: d.ioFunction,
  timeDifference: d.timeDifference,
  comPort: d.comPort,
  greenOutput: d.greenOutput,
  redOutput: d.redOutput,
  serial: { ...d.serial },
  network: { ...d.network },
  active: d.active,
});

type Name = FieldPath<DeviceFields>;
/** The error of a (nested) field: its message is the contracts' i18n key. */
function errorAt(errors: object, name: Name): FieldError | undefined {
  let at: unknown = errors;
  for (const part of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return at as FieldError | undefined;
}

/** A select's value: numbers as text, '' as none. */
const choiceOf = (v: unknown): string | null =>
  typeof v === 'number' ? String(v) : typeof v === 'string' && v !== '' ? v : null;

interface FieldProps {
  control: Control<DeviceFields>;
  name: Name;
  label: string;
  error: string | undefined;
  required?: boolean;
}

function TextField({ control, name, label, error, required = true }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          required={required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          error={error}
          data-testid={`device-${name}`}
        />
      )}
    />
  );
}

function IntField({ control, name, label, error }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          allowDecimal={false}
          value={field.value as number}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
          error={error}
          data-testid={`device-${name}`}
        />
      )}
    />
  );
}

function ChoiceField({
  control,
  name,
  label,
  error,
  options,
  numeric = false,
}: FieldProps & { options: Array<{ value: string; label: string }>; numeric?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          searchable
          allowDeselect={false}
          data={options}
          value={choiceOf(field.value)}
          onChange={(v) => field.onChange(numeric ? Number(v) : (v ?? ''))}
          error={error}
          data-testid={`device-${name}`}
        />
      )}
    />
  );
}

interface Props {
  device: DeviceRow | null;
  onSaved: (result: CommandResult) => unknown;
  onClose: () => void;
}

/**
 * Registers a device at a door or edits one: identity, network and serial settings, validated
 * with the contracts' schema (the spec's IP, MAC and host name patterns) — the server's messages.
 */
export function DeviceForm({ device, onSaved, onClose }: Props) {
  const { t } = useTranslation('checkpoints');
  const doors = useOptions(doorOptions);
  const { control, handleSubmit, formState } = useForm<DeviceFields>({
    resolver: zodResolver(DeviceFieldsSchema),
    defaultValues: device ? fieldsOf(device) : EMPTY,
  });
  const err = (name: Name) => fieldError(t, errorAt(formState.errors, name));
  const at = (name: Name, label = `device.${name}`) => ({
    control,
    name,
    label: t(label),
    error: err(name),
  });
  const list = (values: readonly (string | number)[], ns?: string) =>
    values.map((v) => ({ value: String(v), label: ns ? `${v} · ${t(`${ns}.${v}`)}` : String(v) }));
  const onValid = handleSubmit(async (fields) => {
    try {
      const commandId = newCommandId();
      await onSaved(
        device
          ? await updateDevice({ commandId, deviceId: device.deviceId, ...fields })
          : await registerDevice({ commandId, ...fields }),
      );
    } catch (e) {
      notifyError(e);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(device ? 'device.edit' : 'device.new')} size="xl">
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="device-form">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <ChoiceField
              {...at('doorId')}
              options={withStored(doors, device ? [device.doorId] : [])}
            />
            <ChoiceField {...at('type')} options={list(DEVICE_TYPES, 'deviceType')} />
            <TextField {...at('model')} />
            <ChoiceField {...at('readType')} options={list(READ_TYPES, 'readType')} />
            <ChoiceField {...at('ioFunction')} options={list(IO_FUNCTIONS, 'entryType')} />
            <IntField {...at('timeDifference')} />
            <TextField {...at('comPort')} required={false} />
            <IntField {...at('greenOutput')} />
            <IntField {...at('redOutput')} />
          </SimpleGrid>
          <Fieldset legend={t('device.networkTitle')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <TextField {...at('ip')} />
              <TextField {...at('mac')} />
              <TextField {...at('network.mask')} />
              <TextField {...at('network.gateway')} />
              <TextField {...at('network.serverIp')} />
              <TextField {...at('network.hostName')} required={false} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('device.serialTitle')}>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <ChoiceField
                {...at('serial.bitsPerSecond')}
                options={list(BITS_PER_SECOND)}
                numeric
              />
              <ChoiceField {...at('serial.dataBits')} options={list(DATA_BITS)} numeric />
              <ChoiceField {...at('serial.parity')} options={list(PARITIES, 'parity')} />
              <ChoiceField {...at('serial.stopBits')} options={list(STOP_BITS)} />
            </SimpleGrid>
          </Fieldset>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('device.active')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                data-testid="device-active"
              />
            )}
          />
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="device-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
