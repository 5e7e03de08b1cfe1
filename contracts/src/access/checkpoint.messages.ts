/** Spanish and English texts of checkpoints and devices (merged into MESSAGES_ES / MESSAGES_EN). */
export const CHECKPOINT_MESSAGES_ES: Record<string, string> = {
  'errors:access.doorInactive': 'La puerta está inactiva: no admite marcaciones.',
  'errors:access.zoneNoPersonMarking': 'Esta zona no registra marcaciones de personas.',
  'errors:access.zoneNoVehicleMarking': 'Esta zona no registra marcaciones de vehículos.',
  'errors:access.zoneNotFound': 'La zona no existe.',
  'errors:access.zoneNameTaken': 'Ya existe una zona con ese nombre en el cliente.',
  'errors:access.doorNameTaken': 'Ya existe una puerta con ese nombre en la zona.',
  'errors:access.deviceNotFound': 'El dispositivo no existe.',
  'errors:access.deviceIpTaken': 'Ya existe un dispositivo con esa IP en el cliente.',
  'errors:access.deviceMacTaken': 'Ya existe un dispositivo con esa MAC en el cliente.',
  'access:config.capacityInteger': 'La capacidad debe ser un número entero.',
  'access:config.capacityMin': 'La capacidad debe ser al menos 1.',
  'access:config.capacityMax': 'La capacidad no puede superar 100000.',
  'access:config.doorTypeInvalid': 'Seleccione el tipo de puerta: E entrada, S salida, A ambos.',
  'access:device.typeInvalid': 'Seleccione el tipo de dispositivo.',
  'access:device.readTypeInvalid': 'Seleccione el tipo de lectura.',
  'access:device.ioFunctionInvalid': 'Seleccione la función de entrada/salida.',
  'access:device.timeDifferenceInteger':
    'La diferencia horaria debe ser un número entero de minutos.',
  'access:device.timeDifferenceRange':
    'La diferencia horaria debe estar entre -1440 y 1440 minutos.',
  'access:device.comPortInvalid': 'El puerto COM virtual debe tener la forma COM1 a COM256.',
  'access:device.outputInvalid': 'La salida debe ser un número entero entre 0 y 16.',
  'access:device.bitsPerSecondInvalid':
    'Bits por segundo: 1200, 2400, 4800, 9600, 19200, 38400, 57600 o 115200.',
  'access:device.dataBitsInvalid': 'Bits de datos: 5, 6, 7 u 8.',
  'access:device.parityInvalid': 'Paridad: N ninguna, E par, O impar.',
  'access:device.stopBitsInvalid': 'Bits de parada: 1, 1.5 o 2.',
};

export const CHECKPOINT_MESSAGES_EN: Record<string, string> = {
  'errors:access.doorInactive': 'The door is inactive: it takes no marks.',
  'errors:access.zoneNoPersonMarking': 'This zone takes no person marks.',
  'errors:access.zoneNoVehicleMarking': 'This zone takes no vehicle marks.',
  'errors:access.zoneNotFound': 'The zone does not exist.',
  'errors:access.zoneNameTaken': 'A zone with that name already exists in the client.',
  'errors:access.doorNameTaken': 'A door with that name already exists in the zone.',
  'errors:access.deviceNotFound': 'The device does not exist.',
  'errors:access.deviceIpTaken': 'A device with that IP already exists in the client.',
  'errors:access.deviceMacTaken': 'A device with that MAC already exists in the client.',
  'access:config.capacityInteger': 'The capacity must be a whole number.',
  'access:config.capacityMin': 'The capacity must be at least 1.',
  'access:config.capacityMax': 'The capacity cannot exceed 100000.',
  'access:config.doorTypeInvalid': 'Choose the door type: E entry, S exit, A both.',
  'access:device.typeInvalid': 'Choose the device type.',
  'access:device.readTypeInvalid': 'Choose the read type.',
  'access:device.ioFunctionInvalid': 'Choose the input/output function.',
  'access:device.timeDifferenceInteger': 'The time difference must be a whole number of minutes.',
  'access:device.timeDifferenceRange':
    'The time difference must lie between -1440 and 1440 minutes.',
  'access:device.comPortInvalid': 'The virtual COM port must read COM1 to COM256.',
  'access:device.outputInvalid': 'The output must be a whole number from 0 to 16.',
  'access:device.bitsPerSecondInvalid':
    'Bits per second: 1200, 2400, 4800, 9600, 19200, 38400, 57600 or 115200.',
  'access:device.dataBitsInvalid': 'Data bits: 5, 6, 7 or 8.',
  'access:device.parityInvalid': 'Parity: N none, E even, O odd.',
  'access:device.stopBitsInvalid': 'Stop bits: 1, 1.5 or 2.',
};
