// The text of the user manual, es and en (Latin-1 characters only: the PDF uses WinAnsiEncoding).
export const MANUAL_ES = {
  meta: { title: 'Faena - Manual de usuario', footer: 'Faena V.0.4 - Manual de usuario' },
  blocks: [
    ['title', 'Faena - Manual de usuario'],
    [
      'p',
      'Faena gestiona la acreditación, movilización, desmovilización, acceso y transporte del personal de las empresas cliente y sus contratistas. Este manual describe el inicio de sesión, la pantalla principal y la seguridad de su usuario. Versión V.0.4.',
    ],
    ['h', '1. Iniciar sesión'],
    [
      'p',
      'Abra la aplicación: si no ha iniciado sesión verá la página de ingreso. Puede elegir el idioma (Español o English) en la parte superior.',
    ],
    [
      'li',
      'Escriba su usuario y su contraseña y pulse "Ingresar". El usuario se envía en mayúsculas. El ojo junto a la contraseña la muestra u oculta.',
    ],
    [
      'li',
      'Si su empresa usa verificación en dos pasos, recibirá un código de 4 dígitos por correo o por teléfono. Escríbalo y pulse "Enviar"; con "Reenviar código" recibe uno nuevo. Varios códigos errados bloquean el usuario por algunos minutos.',
    ],
    [
      'li',
      'La primera vez, o cuando su contraseña caducó, el sistema le pide una nueva contraseña: escríbala dos veces. La longitud mínima y la complejidad (nivel B, I o A) las define su empresa.',
    ],
    [
      'li',
      'Elija su Perfil y luego la combinación Cliente/División. Al elegir la división entra a la aplicación en el Inicio (/dashboard).',
    ],
    ['li', 'Si su contraseña caduca en 6 días o menos, verá un aviso con los días que quedan.'],
    [
      'p',
      'Si olvidó su contraseña, use "¿Olvidó su contraseña?", escriba su usuario y su correo y pulse "Enviar": recibirá una contraseña temporal por correo.',
    ],
    ['h', '2. La pantalla principal'],
    [
      'li',
      'Cabecera: cliente y división del perfil actual, su nombre, su empresa y, si es autorizador, su rol de acreditación. Desde "Perfiles" cambia de perfil (la página se recarga) o abre "Seguridad de mi usuario".',
    ],
    [
      'li',
      'Menú superior: "INICIO" y los módulos de su perfil (movilización, desmovilización, consultas, reportes, transporte, administración).',
    ],
    [
      'li',
      'Menú lateral y subcabecera: están ocultos al entrar; el botón de menú (tres líneas) los muestra u oculta. La subcabecera indica el título y la ruta de la página.',
    ],
    ['li', 'Idioma: el selector Español / English cambia el idioma y recarga la página.'],
    [
      'li',
      'Pie de página: derechos de autor y el enlace a este manual. El botón "Subir" aparece al bajar en páginas largas.',
    ],
    [
      'li',
      'Mensajes: los avisos y errores aparecen arriba a la derecha por unos segundos. Un aviso amarillo indica datos que debe corregir; uno rojo, un error del servidor; "Error de conexión al servidor." indica que no hubo respuesta.',
    ],
    ['h', '3. Bloqueo por inactividad y sesión'],
    [
      'p',
      'Tras 400 segundos sin actividad (mover el ratón o desplazarse) la pantalla se bloquea. Escriba su contraseña para continuar donde estaba, o vuelva al inicio de sesión. Si el servidor deja de responder, verá "Error de conexión" y una cuenta regresiva de 5 segundos antes de cerrar la sesión.',
    ],
    ['h', '4. Seguridad de usuario'],
    [
      'p',
      'En Perfiles > Seguridad de mi usuario (/seguridad/usuarioLogin) la pestaña "Datos" muestra su información. Al abrir la pestaña "Contraseña" una ventana pequeña le pide su contraseña actual ("Confirme su contraseña actual"). Con la respuesta correcta podrá escribir y repetir la nueva contraseña y guardarla. Solo puede cambiar su propia contraseña.',
    ],
    ['h', '5. Cerrar sesión'],
    [
      'p',
      'Pulse "Cerrar sesión" en la cabecera. Sus datos de sesión se borran de este navegador aunque el servidor no responda.',
    ],
    ['h', '6. Ayuda'],
    [
      'p',
      'Si ve una página de error o "Página no encontrada", vuelva al Inicio. Si su sesión expiró o no tiene permiso, inicie sesión de nuevo o contacte al administrador de su empresa.',
    ],
  ],
};

export const MANUAL_EN = {
  meta: { title: 'Faena - User manual', footer: 'Faena V.0.4 - User manual' },
  blocks: [
    ['title', 'Faena - User manual'],
    [
      'p',
      'Faena manages the accreditation, mobilization, demobilization, access and transport of the staff of client companies and their contractors. This manual covers signing in, the main screen and the security of your user. Version V.0.4.',
    ],
    ['h', '1. Signing in'],
    [
      'p',
      'Open the application: when you are not signed in you see the login page. You can choose the language (Español or English) at the top.',
    ],
    [
      'li',
      'Type your username and password and press "Sign in". The eye next to the password shows or hides it.',
    ],
    [
      'li',
      'If your company uses two-step verification, you receive a 4-digit code by e-mail or phone. Type it and press "Send"; "Resend code" sends a new one. Several wrong codes block the user for some minutes.',
    ],
    [
      'li',
      'The first time, or when your password expired, you are asked for a new password, typed twice. Your company sets the minimum length and the complexity level (B, I or A).',
    ],
    [
      'li',
      'Choose your Profile and then the Client/Division. Choosing the division takes you to the Home page (/dashboard).',
    ],
    [
      'li',
      'When your password expires in 6 days or fewer, a notice tells you how many days are left.',
    ],
    [
      'p',
      'If you forgot your password, use "Forgot your password?", type your username and e-mail and press "Send": a temporary password is e-mailed to you.',
    ],
    ['h', '2. The main screen'],
    [
      'li',
      'Header: client and division of the current profile, your name, your company and, for authorizers, the accreditation role. "Profiles" switches profile (the page reloads) or opens "My sign-in security".',
    ],
    [
      'li',
      'Top menu: "HOME" and the modules of your profile (mobilization, demobilization, queries, reports, transport, administration).',
    ],
    [
      'li',
      'Side menu and sub-header: hidden when you arrive; the menu button (three lines) shows or hides them. The sub-header shows the page title and its path.',
    ],
    ['li', 'Language: the Español / English switch changes the language and reloads the page.'],
    [
      'li',
      'Footer: copyright and the link to this manual. The "Top" button appears when you scroll down long pages.',
    ],
    [
      'li',
      'Messages appear at the top right for a few seconds. Yellow means data to correct, red a server error, and "Server connection error" means there was no answer.',
    ],
    ['h', '3. Inactivity lock and session'],
    [
      'p',
      'After 400 seconds without activity (moving the mouse or scrolling) the screen locks. Type your password to go on where you were, or go back to the login. When the server stops answering you see "Connection error" and a 5-second countdown before you are signed out.',
    ],
    ['h', '4. User security'],
    [
      'p',
      'In Profiles > My sign-in security (/seguridad/usuarioLogin) the "Data" tab shows your details. Opening the "Password" tab, a small window asks for your current password ("Confirm your current password"). With the right answer you can type the new password twice and save it. You can only change your own password.',
    ],
    ['h', '5. Signing out'],
    [
      'p',
      'Press "Log out" in the header. Your session data is removed from this browser even when the server does not answer.',
    ],
    ['h', '6. Help'],
    [
      'p',
      'If you see an error page or "Page not found", go back Home. If your session expired or you lack permission, sign in again or contact your company administrator.',
    ],
  ],
};
