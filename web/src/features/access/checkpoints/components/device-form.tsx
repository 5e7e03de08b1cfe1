import { Fieldset, Modal, SimpleGrid, Stack, Switch } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
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
import { FormButtons } from '../../../../components/forms/form-buttons';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { doorOptions, registerDevice, updateDevice } from '../api/checkpoints.api';
import {
  ChoiceField,
  choices,
  IntField,
  TextField,
  useFieldAt,
  type FieldAt,
} from './device-fields';
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

interface Props {
  device: DeviceRow | null;
  onSaved: (result: CommandResult) => unknown;
  onClose: () => void;
}

/** The device's form: its values or a new reader's defaults, saved by register or update. */
function useDeviceForm({ device, onSaved }: Omit<Props, 'onClose'>) {
  const form = useForm<DeviceFields>({
    resolver: zodResolver(DeviceFieldsSchema),
    defaultValues: device ? fieldsOf(device) : EMPTY,
  });
  const onValid = form.handleSubmit(async (fields) => {
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
  return { form, onValid };
}

/**
 * Registers a device at a door or edits one: identity, network and serial settings, validated
 * with the contracts' schema (the spec's IP, MAC and host name patterns) — the server's messages.
 */
export function DeviceForm({ device, onSaved, onClose }: Props) {
  const { t } = useTranslation('checkpoints');
  const { form, onValid } = useDeviceForm({ device, onSaved });
  const at = useFieldAt(form);
  return (
    <Modal opened onClose={onClose} title={t(device ? 'device.edit' : 'device.new')} size="xl">
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="device-form">
        <Stack gap="xs">
          <DeviceIdentity at={at} storedDoor={device?.doorId} />
          <DeviceNetwork at={at} />
          <DeviceSerial at={at} />
          <ActiveSwitch control={form.control} />
          <FormButtons
            cancel={t('cancel')}
            save={t('save')}
            onCancel={onClose}
            saving={form.formState.isSubmitting}
            saveTestId="device-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The door, type, model, read type, I/O function, time difference, COM port and outputs. */
function DeviceIdentity({ at, storedDoor }: { at: FieldAt; storedDoor?: string }) {
  const { t } = useTranslation('checkpoints');
  const doors = useOptions(doorOptions);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <ChoiceField {...at('doorId')} options={withStored(doors, storedDoor ? [storedDoor] : [])} />
      <ChoiceField {...at('type')} options={choices(t, DEVICE_TYPES, 'deviceType')} />
      <TextField {...at('model')} />
      <ChoiceField {...at('readType')} options={choices(t, READ_TYPES, 'readType')} />
      <ChoiceField {...at('ioFunction')} options={choices(t, IO_FUNCTIONS, 'entryType')} />
      <IntField {...at('timeDifference')} />
      <TextField {...at('comPort')} required={false} />
      <IntField {...at('greenOutput')} />
      <IntField {...at('redOutput')} />
    </SimpleGrid>
  );
}

/** IP, MAC, mask, gateway, server IP and host name. */
function DeviceNetwork({ at }: { at: FieldAt }) {
  const { t } = useTranslation('checkpoints');
  return (
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
  );
}

/** The serial line: bits per second, data bits, parity, stop bits. */
function DeviceSerial({ at }: { at: FieldAt }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Fieldset legend={t('device.serialTitle')}>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <ChoiceField
          {...at('serial.bitsPerSecond')}
          options={choices(t, BITS_PER_SECOND)}
          numeric
        />
        <ChoiceField {...at('serial.dataBits')} options={choices(t, DATA_BITS)} numeric />
        <ChoiceField {...at('serial.parity')} options={choices(t, PARITIES, 'parity')} />
        <ChoiceField {...at('serial.stopBits')} options={choices(t, STOP_BITS)} />
      </SimpleGrid>
    </Fieldset>
  );
}

/** Whether the device is in use. */
function ActiveSwitch({ control }: { control: Control<DeviceFields> }) {
  const { t } = useTranslation('checkpoints');
  return (
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
  );
}
