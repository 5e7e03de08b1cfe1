/** Spanish texts of the identity messages (merged into MESSAGES_ES, shared/messages.ts). */
export const IDENTITY_MESSAGES_ES: Record<string, string> = {
  // the maintenance screen's password keys (shell spec §5), for the API and the web alike; {n} is the number the key carries
  PASSWORDREQUIRED: 'La contraseña es obligatoria.',
  PASSWORDMAXLENGTH: 'La contraseña admite como máximo {n} caracteres.',
  PASSWORDMINLENGTH: 'La longitud mínima de la contraseña es {n}',
  BASICLEVEL: 'La contraseña solo admite letras y números.',
  INTERMEDIATELEVEL: 'La contraseña solo admite letras y números.',
  ADVANCEDLEVEL:
    'La contraseña debe tener una minúscula, una mayúscula, un número, un símbolo y ningún espacio.',
  CONFIRMPASSWORDCONREQUIRED: 'Confirme la contraseña.',
  CONFIRMPASSWORDMATCHPASSWORD: 'La confirmación no coincide con la contraseña.',
  'errors:auth.required': 'Debe iniciar sesión.',
  'errors:auth.invalidCredentials': 'Usuario o contraseña incorrectos.',
  'errors:auth.tokenInvalid': 'La sesión no es válida o ha expirado.',
  'errors:auth.refreshReused': 'La sesión fue revocada por seguridad. Vuelva a iniciar sesión.',
  'errors:auth.locked': 'Usuario bloqueado por intentos fallidos. Intente nuevamente más tarde.',
  'errors:auth.sessionIdle': 'La sesión está bloqueada por inactividad. Ingrese su contraseña.',
  'errors:auth.captchaInvalid': 'No se pudo verificar que no es un robot. Intente nuevamente.',
  'errors:auth.passwordChangeRequired': 'Debe cambiar su contraseña antes de continuar.',
  'errors:auth.tooManyAttempts': 'Demasiados intentos. Vuelva a intentarlo más tarde.',
  'errors:identity.emailNotFound': 'El correo no se encuentra registrado.',
  'errors:identity.recoveryMismatch': 'El usuario y el correo no coinciden.',
  'errors:identity.incorrectPassword': 'Clave incorrecta',
  'errors:identity.ownPasswordOnly': 'Solo puede cambiar su propia contraseña.',
  'identity:codeFormat': 'Ingrese el código de 4 dígitos.',
  'identity:emailRequired': 'INGRESE UN CORREO',
  'identity:usernameRequired': 'INGRESE USUARIO',
  'identity:emailInvalid': 'El correo no es válido.',
  'identity:codeSent': 'Se envió un nuevo código de verificación.',
  'identity:recoveryMailSent': 'Se envió un correo con su nueva contraseña temporal.',
  // the recovery mail: the temporary password goes alone on its own line, between these
  'identity:recoveryMailSubject': 'Faena: recuperación de contraseña',
  'identity:recoveryMailUser': 'Usuario: {n}',
  'identity:recoveryMailPasswordBelow':
    'Su contraseña temporal está sola en la línea siguiente; cópiela completa:',
  'identity:recoveryMailValidity':
    'Es válida por {n} horas y deberá cambiarla al iniciar sesión. Su contraseña actual sigue vigente mientras no use la temporal.',
  'identity:registrationReceived':
    'Recibimos su solicitud de registro. Un administrador la revisará y le escribirá por correo.',
  'identity:usernameFormat': 'El usuario solo admite letras, dígitos, punto, guion y guion bajo.',
  'identity:passwordSaved': 'La contraseña se actualizó correctamente.',
  'identity:passwordMustDiffer': 'La nueva contraseña debe ser diferente a las anteriores.',
  'errors:auth.forbidden':
    'Parece que su sessión expiró o no tienes permiso a esta página. Por favor, vuelva a iniciar sessión o contáctese con el administrador.',
  'identity:usernameTooLong': 'El usuario tiene como máximo 20 caracteres.',
};

/** English texts of the identity messages (merged into MESSAGES_EN, shared/messages.ts). */
export const IDENTITY_MESSAGES_EN: Record<string, string> = {
  PASSWORDREQUIRED: 'The password is required.',
  PASSWORDMAXLENGTH: 'The password allows at most {n} characters.',
  PASSWORDMINLENGTH: 'The minimum password length is {n}',
  BASICLEVEL: 'The password allows letters and digits only.',
  INTERMEDIATELEVEL: 'The password allows letters and digits only.',
  ADVANCEDLEVEL:
    'The password needs a lowercase letter, an uppercase letter, a digit, a symbol and no spaces.',
  CONFIRMPASSWORDCONREQUIRED: 'Confirm the password.',
  CONFIRMPASSWORDMATCHPASSWORD: 'The confirmation does not match the password.',
  'errors:auth.required': 'You must sign in.',
  'errors:auth.invalidCredentials': 'Wrong username or password.',
  'errors:auth.tokenInvalid': 'The session is not valid or has expired.',
  'errors:auth.refreshReused': 'The session was revoked for security. Please sign in again.',
  'errors:auth.locked': 'User blocked after failed attempts. Try again later.',
  'errors:auth.sessionIdle': 'The session is locked for inactivity. Enter your password.',
  'errors:auth.captchaInvalid': 'Could not verify you are not a robot. Try again.',
  'errors:auth.passwordChangeRequired': 'You must change your password before continuing.',
  'errors:auth.tooManyAttempts': 'Too many attempts. Try again later.',
  'errors:identity.emailNotFound': 'The e-mail is not registered.',
  'errors:identity.recoveryMismatch': 'The username and e-mail do not match.',
  'errors:identity.incorrectPassword': 'Incorrect password',
  'errors:identity.ownPasswordOnly': 'You may change only your own password.',
  'identity:codeFormat': 'Enter the 4-digit code.',
  'identity:emailRequired': 'ENTER AN E-MAIL',
  'identity:usernameRequired': 'ENTER THE USERNAME',
  'identity:emailInvalid': 'The e-mail is not valid.',
  'identity:codeSent': 'A new verification code was sent.',
  'identity:recoveryMailSent': 'An e-mail with your new temporary password was sent.',
  'identity:recoveryMailSubject': 'Faena: password recovery',
  'identity:recoveryMailUser': 'User: {n}',
  'identity:recoveryMailPasswordBelow':
    'Your temporary password stands alone on the next line; copy all of it:',
  'identity:recoveryMailValidity':
    'It is valid for {n} hours and you will change it when you sign in. Your current password keeps working while you do not use the temporary one.',
  'identity:registrationReceived':
    'We received your registration request. An administrator will review it and write to you by e-mail.',
  'identity:usernameFormat':
    'The username only allows letters, digits, dot, hyphen and underscore.',
  'identity:passwordSaved': 'The password was updated.',
  'identity:passwordMustDiffer': 'The new password must differ from the previous ones.',
  'errors:auth.forbidden':
    'Your session seems to have expired or you lack permission for this page. Please sign in again or contact the administrator.',
  'identity:usernameTooLong': 'The username has at most 20 characters.',
};
